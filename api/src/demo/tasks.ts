import type { DemoRow, DemoSeed } from './demo-seed';

type Label = 'bug' | 'feature' | 'documentation' | undefined;

// [title, label, description?]
const TASKS: readonly (readonly [string, Label, string?])[] = [
  ['Prepare U-14 squad registration for the SAFF youth league', 'documentation', 'Collect passports, federation cards and medical clearance for all 28 players.'],
  ['تجهيز ملعب التدريب الرئيسي لمعسكر الناشئين', undefined, 'قص العشب، تخطيط الملعب، وتجهيز المرمى المتنقل قبل بداية المعسكر.'],
  ['Renew stadium civil defense safety certificate', 'documentation', 'Certificate expires soon; book the inspection with Civil Defense.'],
  ['مراجعة عقود الرعاية للموسم الجديد', 'documentation', 'مراجعة بنود الرعاية مع الإدارة القانونية قبل التوقيع.'],
  ['Fix attendance sync from the biometric devices', 'bug', 'Gate 2 device stopped uploading check-ins since the last firmware update.'],
  ['إصلاح خطأ في طباعة سند القبض', 'bug', 'المبلغ كتابةً لا يظهر عند الطباعة من المتصفح.'],
  ['Add QR check-in for academy parents', 'feature', 'Parents scan a QR code at reception instead of signing the paper log.'],
  ['إضافة تقرير الحضور الشهري للاعبين', 'feature'],
  ['Order new training kits for the U-17 team', undefined, '30 sets: shirt, shorts and socks in home and away colors.'],
  ['طلب كرات تدريب مقاس 4 لأكاديمية البراعم', undefined],
  ['Schedule pre-season medical checkups', undefined, 'Coordinate with the clinic for ECG and blood tests for the first team.'],
  ['تحديث بيانات أولياء الأمور في النظام', 'documentation'],
  ['Book the indoor hall for the futsal tournament', undefined],
  ['تنسيق نقل الفريق إلى مباراة جدة', undefined, 'حجز الحافلة وتحديد موعد الانطلاق من مقر النادي.'],
  ['Update the player transfer policy document', 'documentation'],
  ['معالجة شكوى ولي أمر بخصوص مواعيد التدريب', undefined],
  ['Fix wrong VAT rounding on subscription invoices', 'bug', 'Totals differ by 0.01 SAR from the ZATCA QR amount on some invoices.'],
  ['إعداد جدول مباريات الدوري الممتاز تحت 19 سنة', undefined],
  ['Prepare the quarterly board meeting presentation', undefined],
  ['جرد مستودع الملابس الرياضية', undefined, 'جرد ربع سنوي ومطابقة الكميات مع النظام.'],
  ['Install new floodlight controller on pitch 2', undefined],
  ['إصلاح تسريب المياه في غرف الملابس', 'bug'],
  ['Create the summer camp registration form', 'feature', 'Online form with age group, medical notes and payment link.'],
  ['ترجمة لائحة الانضباط إلى اللغة الإنجليزية', 'documentation'],
  ['Review goalkeeper coach applications', undefined],
  ['متابعة تجديد إقامات المدربين الأجانب', 'documentation'],
  ['Organize the end-of-season awards ceremony', undefined],
  ['تجهيز قاعة الاجتماعات لزيارة وفد الاتحاد', undefined],
  ['Negotiate the annual maintenance contract for the pool', undefined],
  ['إضافة صلاحيات أمين الصندوق على سندات الصرف', 'feature'],
  ['Fix the duplicate player entries in the U-12 list', 'bug'],
  ['تحديث خطة التغذية للاعبين المقيمين', undefined, 'بالتنسيق مع أخصائي التغذية والمطبخ المركزي.'],
  ['Publish the training schedule for Ramadan', undefined],
  ['إعداد تقرير الإصابات الشهري', 'documentation'],
  ['Replace the broken treadmill in the gym', undefined],
  ['إرسال دعوات حفل افتتاح الموسم', undefined],
  ['Set up the volunteer hours log for the tournament', 'feature'],
  ['مراجعة ميزانية قسم الصيانة', undefined],
  ['Archive last season\'s match reports', 'documentation'],
  ['التحقق من صلاحية شهادات الإسعافات الأولية للمدربين', undefined],
  ['Fix the login timeout on the cashier screen', 'bug'],
  ['تحضير ملف المشاركة في بطولة الأكاديميات الخليجية', 'documentation'],
  ['Plan the scouting trip to Al-Ahsa academies', undefined],
  ['تنظيف وتعقيم المسبح الأولمبي', undefined],
];

const STATUSES = ['backlog', 'todo', 'todo', 'in progress', 'in progress', 'done', 'done', 'done', 'canceled'] as const;
const PRIORITIES = ['low', 'medium', 'medium', 'medium', 'high', 'high', 'critical'] as const;

// Every third task belongs to one of the open projects (the first nine: planned, active or on hold).
export const demo: DemoSeed = (ctx) =>
  TASKS.map(([title, label, description], index): DemoRow => {
    const status = ctx.oneOf(STATUSES);
    const due = status === 'done' || status === 'canceled' ? -Math.floor(ctx.random() * 60) - 1 : Math.floor(ctx.random() * 50) - 7;
    return {
      title,
      description,
      status,
      priority: ctx.oneOf(PRIORITIES),
      label,
      assigneeId: status === 'backlog' && ctx.random() < 0.5 ? undefined : ctx.pick('users'),
      dueDate: status === 'backlog' ? undefined : ctx.dateFromToday(due),
      projectId: index % 3 === 0 ? ctx.ids('projects')[(index / 3) % 9] : undefined,
    };
  });
