import { DEMO_ACTIONS, type DemoRow, type DemoSeed } from './demo-seed';

type Audience = 'allStaff' | 'administration' | 'humanResources' | 'finance' | 'technicalStaff' | 'academy' | 'medical' | 'facilities' | 'marketing' | 'security';
type Priority = 'low' | 'medium' | 'high' | 'critical';

// [title, audience, priority, acknowledgement required, body]
const BULLETINS: readonly (readonly [string, Audience, Priority, boolean, string])[] = [
  ['مواعيد الدوام الرسمي في شهر رمضان', 'allStaff', 'high', true, 'يبدأ الدوام الرسمي خلال شهر رمضان المبارك في العاشرة صباحًا وينتهي في الثالثة عصرًا من الأحد إلى الخميس، ويتبع موظفو أيام المباريات الجدول الصادر عن إداراتهم.'],
  ['تعديل ساعات الدوام خلال شهر رمضان المبارك', 'allStaff', 'high', true, 'يكون الدوام الرسمي خلال شهر رمضان المبارك من الساعة العاشرة صباحًا حتى الثالثة عصرًا، من الأحد إلى الخميس، ويلتزم موظفو المباريات بالجداول الصادرة عن إداراتهم.'],
  ['إجازة اليوم الوطني السعودي', 'allStaff', 'medium', false, 'بمناسبة اليوم الوطني السعودي تُعطّل أعمال النادي الإدارية، ويستأنف الدوام في اليوم التالي للإجازة. تستمر تدريبات الفريق الأول وفق جدول الجهاز الفني.'],
  ['إجازة يوم التأسيس', 'allStaff', 'medium', false, 'تُغلق المكاتب الإدارية بمناسبة يوم التأسيس، ويعمل فريقا أمن الملعب والسكن وفق جدول المناوبات المعتاد.'],
  ['تحديث لائحة الحضور والانصراف', 'humanResources', 'high', true, 'اعتبارًا من بداية الشهر القادم يُعتمد جهاز البصمة وحده لإثبات الحضور والانصراف، ولا تُقبل الاستثناءات إلا بموافقة مدير الإدارة.'],
  ['التخطيط للإجازات السنوية خلال الصيف', 'humanResources', 'medium', false, 'تُقدَّم طلبات الإجازة السنوية لأشهر يونيو إلى أغسطس عبر نظام الموارد البشرية قبل نهاية أبريل، ليتسنى اعتماد جداول المناوبة في الإدارات.'],
  ['طلبات الشراء: حدود الصلاحيات الجديدة', 'finance', 'high', true, 'تتطلب طلبات الشراء التي تتجاوز 50,000 ريال موافقة الرئيس التنفيذي إضافة إلى المدير المالي، وتُصرف الطلبات التي تقل عن 5,000 ريال من العهدة النقدية.'],
  ['إقفال الحسابات نهاية السنة المالية', 'finance', 'critical', true, 'على جميع الإدارات تسليم الفواتير والمطالبات المعلّقة إلى الإدارة المالية في موعد أقصاه الخامس والعشرون من الشهر الجاري، ولن تُقبل المطالبات بعد ذلك إلا في السنة المالية الجديدة.'],
  ['ضريبة القيمة المضافة على مبيعات متجر النادي', 'finance', 'medium', false, 'جميع الأسعار في متجر النادي شاملة ضريبة القيمة المضافة بنسبة 15%، وعلى أمناء الصناديق إصدار فاتورة ضريبية مبسطة تحمل رمز QR لكل عملية بيع.'],
  ['مكافحة المنشطات: سياسة المكملات الغذائية', 'medical', 'critical', true, 'لا يجوز لأي لاعب تناول أي مكمل غذائي لم يعتمده طبيب النادي، وقائمة المنتجات المعتمدة متاحة في العيادة.'],
  ['حملة التطعيم ضد الإنفلونزا الموسمية', 'allStaff', 'medium', false, 'تنظم العيادة الطبية حملة تطعيم مجانية ضد الإنفلونزا الموسمية لجميع الموظفين واللاعبين يومي الأحد والاثنين من الساعة التاسعة صباحًا.'],
  ['جدول الفحوصات الطبية لما قبل الموسم', 'technicalStaff', 'high', true, 'تُجرى الفحوصات الطبية للفريق الأول وفريق تحت 19 سنة الأسبوع القادم في عيادة الطب الرياضي، وعلى المدربين إتاحة اللاعبين وفق الجدول المرفق.'],
  ['ضوابط استخدام ملاعب التدريب', 'technicalStaff', 'medium', true, 'يُمنع استخدام ملعب التدريب رقم 1 خارج الأوقات المحددة في الجدول، ويجب حجز الملاعب الإضافية عبر إدارة المرافق قبل 48 ساعة على الأقل.'],
  ['التسجيل في الأكاديمية للموسم الجديد', 'academy', 'high', false, 'يبدأ التسجيل في الفئات العمرية للأكاديمية مطلع الشهر القادم، ويسجل أولياء الأمور إلكترونيًا، والمقاعد محدودة لكل فئة.'],
  ['مواعيد اختبارات قبول الأكاديمية', 'academy', 'medium', false, 'تُقام اختبارات القبول للفئات من 8 إلى 14 سنة على ملاعب الأكاديمية أيام الجمعة والسبت طوال الشهر القادم.'],
  ['إغلاق الملعب رقم 2 لاستبدال العشب', 'facilities', 'high', false, 'يُغلق ملعب التدريب رقم 2 لمدة أربعة أسابيع لاستبدال العشب الصناعي، وتنتقل الحصص إلى الملعب رقم 3 والصالة المغلقة.'],
  ['أعمال صيانة مكيفات الصالات المغلقة', 'facilities', 'low', false, 'تجري أعمال الصيانة الدورية لمكيفات الصالات المغلقة خلال عطلة نهاية الأسبوع، ويُرجى عدم حجز الصالات في هذه الفترة.'],
  ['استخدام شعار النادي ودليل الهوية', 'marketing', 'medium', true, 'يجب أن يلتزم أي استخدام لشعار النادي في المواد المطبوعة أو الرقمية بدليل الهوية البصرية، وأن يُعتمد من إدارة التسويق.'],
  ['حقوق الرعاة في أيام المباريات', 'marketing', 'high', true, 'يُمنع عرض أي علامة تجارية منافسة لرعاة النادي في الملعب أو المنطقة الجماهيرية، ويُرجع في أي استفسار إلى إدارة التسويق والرعاية.'],
  ['الخطة الأمنية لمباراة الديربي', 'security', 'critical', true, 'تُفتح البوابات قبل انطلاق المباراة بثلاث ساعات، وعلى جميع الموظفين إظهار بطاقات الدخول، ويُعقد إيجاز المنظمين في غرفة التحكم بالملعب الساعة 14:00.'],
  ['تحديث بطاقات الدخول للموظفين', 'security', 'medium', true, 'تنتهي صلاحية بطاقات الدخول الحالية بنهاية الشهر، ويجب على جميع الموظفين مراجعة مكتب الأمن لإصدار البطاقات الجديدة.'],
  ['تمرين الإخلاء في حالات الطوارئ', 'allStaff', 'high', true, 'يُنفَّذ تمرين إخلاء بالتنسيق مع الدفاع المدني في المبنى الإداري يوم الأربعاء الساعة 11:00، ويُرجى اتباع تعليمات مسؤولي الأدوار.'],
  ['استخدام نظام المراسلات الإلكتروني', 'administration', 'medium', true, 'تُرسل جميع المراسلات الداخلية عبر نظام الصادر والوارد الإلكتروني، ولا يُعتد بالمراسلات الورقية إلا في الحالات المستثناة.'],
  ['حجز قاعات الاجتماعات', 'administration', 'low', false, 'تُحجز قاعات الاجتماعات عبر تقويم المكتب التنفيذي، ويُرجى إلغاء الحجوزات غير المستخدمة لإتاحة القاعة للإدارات الأخرى.'],
  ['ترشيد استهلاك الكهرباء في المباني الإدارية', 'administration', 'low', false, 'يُرجى إطفاء الإنارة وأجهزة التكييف عند مغادرة المكاتب، ضمن مبادرة النادي لترشيد استهلاك الطاقة.'],
  ['سرية بيانات اللاعبين', 'allStaff', 'critical', true, 'البيانات الطبية وبيانات عقود اللاعبين سرية وفق نظام حماية البيانات الشخصية، ولا يجوز مشاركتها خارج الإدارات المعنية.'],
  ['ضوابط التعامل مع وسائل الإعلام', 'technicalStaff', 'high', true, 'لا يُسمح بالإدلاء بأي تصريحات إعلامية إلا عن طريق المركز الإعلامي وبعد التنسيق المسبق معه.'],
  ['الزي الموحد الجديد لموظفي الاستقبال', 'administration', 'low', false, 'يرتدي موظفو الاستقبال ومكاتب الخدمة الزي الموحد الجديد للنادي اعتبارًا من الموسم القادم، وتتولى الموارد البشرية جمع المقاسات.'],
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
