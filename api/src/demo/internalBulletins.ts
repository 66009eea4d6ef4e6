import { DEMO_ACTIONS, type DemoRow, type DemoSeed } from './demo-seed';

type Audience = 'allStaff' | 'administration' | 'humanResources' | 'finance' | 'technicalStaff' | 'academy' | 'medical' | 'facilities' | 'marketing' | 'security';
type Priority = 'low' | 'medium' | 'high' | 'critical';

// [title, audience, priority, acknowledgement required, body]
const BULLETINS: readonly (readonly [string, Audience, Priority, boolean, string])[] = [
  ['Official working hours during Ramadan', 'allStaff', 'high', true, 'Working hours during the holy month of Ramadan are from 10:00 to 15:00, Sunday to Thursday. Match-day staff follow the schedule issued by their department.'],
  ['تعديل ساعات الدوام خلال شهر رمضان المبارك', 'allStaff', 'high', true, 'يكون الدوام الرسمي خلال شهر رمضان المبارك من الساعة العاشرة صباحًا حتى الثالثة عصرًا، من الأحد إلى الخميس، ويلتزم موظفو المباريات بالجداول الصادرة عن إداراتهم.'],
  ['إجازة اليوم الوطني السعودي', 'allStaff', 'medium', false, 'بمناسبة اليوم الوطني السعودي تُعطّل أعمال النادي الإدارية، ويستأنف الدوام في اليوم التالي للإجازة. تستمر تدريبات الفريق الأول وفق جدول الجهاز الفني.'],
  ['Founding Day holiday', 'allStaff', 'medium', false, 'Administrative offices are closed for Founding Day. The stadium security and residence teams work on their usual rota.'],
  ['تحديث لائحة الحضور والانصراف', 'humanResources', 'high', true, 'اعتبارًا من بداية الشهر القادم يُعتمد جهاز البصمة وحده لإثبات الحضور والانصراف، ولا تُقبل الاستثناءات إلا بموافقة مدير الإدارة.'],
  ['Annual leave planning for the summer', 'humanResources', 'medium', false, 'Submit annual leave requests for June to August through the HR system before the end of April so that department rotas can be approved.'],
  ['Purchase requests: new approval limits', 'finance', 'high', true, 'Purchase requests above SAR 50,000 now need the approval of the CEO in addition to the finance director. Requests below SAR 5,000 go through petty cash.'],
  ['إقفال الحسابات نهاية السنة المالية', 'finance', 'critical', true, 'على جميع الإدارات تسليم الفواتير والمطالبات المعلّقة إلى الإدارة المالية في موعد أقصاه الخامس والعشرون من الشهر الجاري، ولن تُقبل المطالبات بعد ذلك إلا في السنة المالية الجديدة.'],
  ['VAT on club store sales', 'finance', 'medium', false, 'All prices in the club store include 15% VAT. Cashiers must issue a simplified tax invoice with the QR code for every sale.'],
  ['Anti-doping: supplements policy', 'medical', 'critical', true, 'No player may take any supplement that has not been approved by the club doctor. The list of approved products is available at the clinic.'],
  ['حملة التطعيم ضد الإنفلونزا الموسمية', 'allStaff', 'medium', false, 'تنظم العيادة الطبية حملة تطعيم مجانية ضد الإنفلونزا الموسمية لجميع الموظفين واللاعبين يومي الأحد والاثنين من الساعة التاسعة صباحًا.'],
  ['Pre-season medical checks schedule', 'technicalStaff', 'high', true, 'Medical checks for the first team and U-19 squad take place next week at the sports medicine clinic. Coaches must release players according to the attached timetable.'],
  ['ضوابط استخدام ملاعب التدريب', 'technicalStaff', 'medium', true, 'يُمنع استخدام ملعب التدريب رقم 1 خارج الأوقات المحددة في الجدول، ويجب حجز الملاعب الإضافية عبر إدارة المرافق قبل 48 ساعة على الأقل.'],
  ['Academy registration for the new season', 'academy', 'high', false, 'Registration for the academy age groups opens on the first of next month. Parents register online; places are limited per age group.'],
  ['مواعيد اختبارات قبول الأكاديمية', 'academy', 'medium', false, 'تُقام اختبارات القبول للفئات من 8 إلى 14 سنة على ملاعب الأكاديمية أيام الجمعة والسبت طوال الشهر القادم.'],
  ['Pitch 2 closed for turf replacement', 'facilities', 'high', false, 'Training pitch 2 is closed for four weeks while the artificial turf is replaced. Sessions move to pitch 3 and the indoor hall.'],
  ['أعمال صيانة مكيفات الصالات المغلقة', 'facilities', 'low', false, 'تجري أعمال الصيانة الدورية لمكيفات الصالات المغلقة خلال عطلة نهاية الأسبوع، ويُرجى عدم حجز الصالات في هذه الفترة.'],
  ['Use of the club logo and brand guidelines', 'marketing', 'medium', true, 'Any use of the club logo in printed or digital material must follow the brand guidelines and be approved by the marketing department.'],
  ['حقوق الرعاة في أيام المباريات', 'marketing', 'high', true, 'يُمنع عرض أي علامة تجارية منافسة لرعاة النادي في الملعب أو المنطقة الجماهيرية، ويُرجع في أي استفسار إلى إدارة التسويق والرعاية.'],
  ['Security plan for the derby match', 'security', 'critical', true, 'Gates open three hours before kick-off. All staff must wear their access badges visibly. Briefing for stewards in the stadium control room at 14:00.'],
  ['تحديث بطاقات الدخول للموظفين', 'security', 'medium', true, 'تنتهي صلاحية بطاقات الدخول الحالية بنهاية الشهر، ويجب على جميع الموظفين مراجعة مكتب الأمن لإصدار البطاقات الجديدة.'],
  ['Emergency evacuation drill', 'allStaff', 'high', true, 'An evacuation drill with the Civil Defense will take place in the administration building on Wednesday at 11:00. Follow the instructions of the floor wardens.'],
  ['استخدام نظام المراسلات الإلكتروني', 'administration', 'medium', true, 'تُرسل جميع المراسلات الداخلية عبر نظام الصادر والوارد الإلكتروني، ولا يُعتد بالمراسلات الورقية إلا في الحالات المستثناة.'],
  ['Meeting rooms booking', 'administration', 'low', false, 'Meeting rooms are booked through the executive office calendar. Cancel unused bookings so that other departments can use the room.'],
  ['ترشيد استهلاك الكهرباء في المباني الإدارية', 'administration', 'low', false, 'يُرجى إطفاء الإنارة وأجهزة التكييف عند مغادرة المكاتب، ضمن مبادرة النادي لترشيد استهلاك الطاقة.'],
  ['Player data confidentiality', 'allStaff', 'critical', true, 'Medical and contract data of players is confidential under the Personal Data Protection Law. Do not share it outside the departments that need it.'],
  ['ضوابط التعامل مع وسائل الإعلام', 'technicalStaff', 'high', true, 'لا يُسمح بالإدلاء بأي تصريحات إعلامية إلا عن طريق المركز الإعلامي وبعد التنسيق المسبق معه.'],
  ['New uniform policy for front-desk staff', 'administration', 'low', false, 'Front-desk and reception staff will wear the new club uniform from next season. Sizes to be collected by HR.'],
];

/** The unit a circular of an audience goes to (by department code); the others go to everyone. */
const DEPARTMENT_OF: Partial<Record<Audience, string>> = { humanResources: 'HR', finance: 'FIN', academy: 'ACAD', medical: 'MED', facilities: 'FAC' };

export const demo: DemoSeed = (ctx) => {
  const departments = ctx.records('departments');
  const departmentIds = ctx.ids('departments');
  const employees = ctx.records('employees');
  const dated = BULLETINS.map((bulletin, index) => ({
    bulletin,
    // From a year ago up to two weeks ahead; the last ones are still drafts.
    day: index >= BULLETINS.length - 3 ? 3 + Math.floor(ctx.random() * 12) : -Math.floor(ctx.random() * 365),
  })).sort((a, b) => a.day - b.day);
  const perYear = new Map<string, number>();
  return dated.map(({ bulletin: [title, audience, priority, requiresAcknowledgement, body], day }): DemoRow => {
    const publishDate = ctx.dateFromToday(day);
    const year = publishDate.slice(0, 4);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
    const expiresIn = priority === 'low' ? 30 : ctx.oneOf([60, 90, 180, 365]);
    const hasExpiry = ctx.random() < 0.7;
    const status = day > 0 ? 'draft' : hasExpiry && day + expiresIn < 0 ? 'archived' : 'published';
    const referenceNumber = `IC-${year}-${String(perYear.get(year)).padStart(3, '0')}`;
    const code = DEPARTMENT_OF[audience];
    const departmentId = code ? departmentIds[departments.findIndex((department) => department.code === code)] : undefined;
    // Some of those it reaches acknowledged it (read receipts); a unit's circular, only its own people.
    const readers = status === 'published' && requiresAcknowledgement
      ? employees.filter((employee) => employee.userId && (!departmentId || employee.departmentId === departmentId) && ctx.random() < 0.6)
      : [];
    return {
      departmentId,
      [DEMO_ACTIONS]: readers.map((employee) => ({ name: 'acknowledge', by: employee.userId as string })),
      referenceNumber,
      title,
      body,
      audience,
      priority,
      publishDate,
      expiryDate: hasExpiry ? ctx.dateFromToday(day + expiresIn) : undefined,
      status,
      requiresAcknowledgement,
      authorId: ctx.pick('users'),
      attachmentUrl: ctx.random() < 0.3 ? `https://files.club.sa/circulars/${referenceNumber}.pdf` : undefined,
    };
  });
};
