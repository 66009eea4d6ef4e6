import type { DemoRow, DemoSeed } from './demo-seed';

type MaintenanceType = 'preventive' | 'corrective' | 'emergency';

// [title, type, description?]
const REQUESTS: readonly (readonly [string, MaintenanceType, string?])[] = [
  ['الصيانة الربعية لأجهزة المشي في الصالة الرياضية', 'preventive', 'ضبط السير والتشحيم وفحص المحرك.'],
  ['صيانة دورية لمكيفات الصالات المغلقة', 'preventive', 'تنظيف الفلاتر وفحص ضغط غاز التبريد.'],
  ['تعطل كشافات برج الإنارة رقم 3', 'corrective', 'ستة كشافات لا تعمل في البرج الشمالي الشرقي قبل المباراة المسائية.'],
  ['عطل في مضخة الري للملعب الرئيسي', 'emergency', 'توقف الري بالكامل ويجب الإصلاح قبل مباراة نهاية الأسبوع.'],
  ['استبدال العشب الصناعي التالف عند نقاط الجزاء', 'corrective'],
  ['فحص دوري لأجهزة الصدمات القلبية', 'preventive'],
  ['تسرب مياه في دورات مياه غرفة الملابس رقم 2', 'emergency', 'تسرب أسفل مصرف الأرضية، والمياه تصل إلى الممر.'],
  ['تغيير زيت وفلاتر حافلة الفريق الأول', 'preventive'],
  ['نقاط معطلة في شاشة لوحة النتائج', 'corrective'],
  ['إصلاح بوابة الدخول الإلكترونية رقم 1', 'corrective', 'البوابة لا تقرأ بطاقات الأعضاء.'],
  ['إنذار ضغط في المضخة الحرارية للمسبح', 'emergency'],
  ['صيانة جرار قص العشب', 'preventive'],
  ['إعادة معايرة آلة قذف الكرات', 'corrective'],
  ['استبدال بطاريات مولد الطوارئ', 'preventive', 'اختبار تشغيل المولد بعد التركيب لمدة 30 دقيقة.'],
  ['أبواب خزائن مكسورة في غرفة الملابس رقم 1', 'corrective'],
  ['فحص نظام الإنذار من الحريق في سكن اللاعبين', 'preventive', 'متطلب من الدفاع المدني قبل تجديد الترخيص.'],
  ['وحدة تبريد حوض الاستشفاء لا تبرد', 'corrective'],
  ['إصلاح تكييف قاعة الاجتماعات الرئيسية', 'corrective'],
  ['الفحص السنوي لمقاعد المدرجات', 'preventive'],
  ['تسرب زيت من جرار الملاعب', 'corrective'],
  ['انقطاع كاميرات المراقبة في المدرج الشرقي', 'emergency'],
  ['صيانة أجهزة البصمة وتحديث البرنامج', 'preventive'],
  ['استبدال كيبل جهاز ضغط الصدر', 'corrective'],
  ['تعقيم خزانات المياه في السكن', 'preventive'],
  ['عطل في محرك سرير العلاج الطبيعي', 'corrective'],
  ['انقطاع الكهرباء عن الملعب الفرعي', 'emergency', 'القاطع الرئيسي يفصل عند تشغيل الإنارة.'],
  ['صيانة تكييف حافلة الفريق', 'preventive'],
  ['إصلاح شبك المرمى المتنقل', 'corrective'],
  ['تشويش في نظام الإذاعة الداخلية بالملعب', 'corrective'],
  ['صيانة دورية للمصاعد في مبنى الإدارة', 'preventive'],
  ['استبدال ذراع البوابة الدوارة التالف', 'corrective'],
  ['فحص جهاز تخطيط القلب ومعايرته', 'preventive'],
  ['صوت غير طبيعي في مضخة فلترة المسبح', 'corrective'],
  ['إصلاح باب المستودع الرئيسي', 'corrective'],
  ['عطل في وحدة شحن سترات تتبع الأداء GPS', 'corrective'],
  ['صيانة شاشة العرض التفاعلية', 'corrective'],
  ['تأهيل الملعب الرئيسي قبل الموسم', 'preventive', 'تهوية التربة وفرش الرمل وإعادة بذر العشب في الملعب الرئيسي.'],
  ['عطل في نظام الصوت بالقاعة المغلقة', 'corrective'],
  ['تسرب من السقف فوق الصالة المغلقة (ب)', 'emergency'],
  ['فحص إطارات حافلة نقل اللاعبين', 'preventive'],
];

// Orders on assets and on places: the older ones completed or cancelled, the recent ones waiting,
// assigned or in progress, each assigned one to a team member or a contractor of the demo.
export const demo: DemoSeed = (ctx) => {
  if (ctx.ids('assets').length === 0) return [];
  const suppliers = ctx.records('maintenanceSuppliers');
  const supplierIds = ctx.ids('maintenanceSuppliers');
  const active = (kind: string) => supplierIds.filter((_, index) => suppliers[index]!.kind === kind && suppliers[index]!.status === 'active');
  const [team, contractors] = [active('teamMember'), active('contractor')];
  const money = (low: number, high: number) => Math.round(low + ctx.random() * (high - low)) + ctx.oneOf([0, 0, 0.5, 0.25, 0.75]);
  return REQUESTS.map(([title, type, description], index): DemoRow => {
    // The last two came in this week and wait for someone to take them.
    const fresh = index >= REQUESTS.length - 2;
    const age = fresh ? index % 5 : Math.floor(ctx.random() * 100);
    const requestDate = ctx.dateFromToday(-age);
    const status =
      fresh ? 'requested'
      : age > 40
        ? ctx.oneOf(['completed', 'completed', 'completed', 'cancelled'] as const)
        : age > 10
          ? ctx.oneOf(['inProgress', 'completed', 'assigned'] as const)
          : ctx.oneOf(['requested', 'requested', 'assigned', 'inProgress'] as const);
    const estimatedCost = type === 'emergency' ? money(1500, 45000) : money(300, 18000);
    const completed = status === 'completed';
    const external = ctx.random() < 0.55;
    const assigned = status !== 'requested' && !(status === 'cancelled' && index % 2 === 0);
    const onPlace = index % 5 === 2;
    return {
      title,
      assetId: onPlace ? undefined : ctx.pick('assets'),
      facilityId: onPlace ? ctx.pick('facilities') : undefined,
      type,
      status,
      // Every other emergency is critical, whatever the draw (the draw is kept: later rows stay as they were).
      priority: type === 'emergency' ? (ctx.oneOf(['high', 'critical'] as const) === 'critical' || index % 2 === 0 ? 'critical' : 'high') : ctx.oneOf(['low', 'medium', 'medium', 'high'] as const),
      technicianId: assigned && (!external || index % 3 === 0) && team.length ? team[index % team.length] : undefined,
      supplierId: assigned && external && contractors.length ? contractors[index % contractors.length] : undefined,
      requestDate,
      dueOn: status === 'requested' || status === 'assigned' ? ctx.dateFromToday(2 + (index % 10)) : undefined,
      completionDate: completed ? ctx.dateFromToday(-age + Math.min(age, 1 + Math.floor(ctx.random() * 14))) : undefined,
      estimatedCost,
      actualCost: completed ? Math.round(estimatedCost * (0.8 + ctx.random() * 0.45) * 100) / 100 : undefined,
      description,
    };
  });
};
