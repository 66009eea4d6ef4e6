import type { DemoRow, DemoSeed } from './demo-seed';

type Purpose = 'meeting' | 'interview' | 'delivery' | 'vendor' | 'guest' | 'contractor' | 'government' | 'other';

// [visitor name, organization or undefined, purpose, visitors count, notes?]
const VISITS: readonly (readonly [string, string | undefined, Purpose, number, string?])[] = [
  ['عبدالعزيز السبيعي', 'وزارة الرياضة', 'government', 3, 'زيارة متابعة لملف الحوكمة والتراخيص.'],
  ['فهد الرويلي', 'وزارة الرياضة', 'government', 2, 'زيارة متابعة لمؤشرات الامتثال.'],
  ['ماجد العنزي', 'الاتحاد السعودي لكرة القدم', 'meeting', 2, 'مراجعة تسجيل لاعبي دوري الشباب.'],
  ['صالح الحازمي', 'الاتحاد السعودي لكرة القدم', 'meeting', 1],
  ['وفد أكاديمية الخبر', 'أكاديمية الخبر لكرة القدم', 'guest', 12, 'جولة في ملاعب التدريب ومبنى الأكاديمية.'],
  ['وفد أكاديمية الأحساء', 'أكاديمية الأحساء لكرة القدم', 'guest', 10, 'جولة في المرافق وحضور حصة تدريبية.'],
  ['مندوب أرامكس', 'أرامكس', 'delivery', 1, 'توصيل أطقم رياضية من المورد.'],
  ['مندوب شركة التوصيل', 'سمسا', 'delivery', 1],
  ['مارك جونسون', 'أديداس الشرق الأوسط', 'vendor', 2, 'عرض عينات أطقم الموسم الجديد.'],
  ['مندوب شركة المعدات الرياضية', 'مؤسسة الرياضة الحديثة', 'vendor', 2],
  ['لجنة الكشف السنوي بالدفاع المدني', 'المديرية العامة للدفاع المدني', 'government', 4, 'الكشف السنوي على اشتراطات السلامة في الملعب.'],
  ['فريق الدفاع المدني', 'المديرية العامة للدفاع المدني', 'government', 3],
  ['تركي المالكي', undefined, 'interview', 1, 'مرشح لوظيفة مدرب حراس مرمى.'],
  ['حسن النجار', undefined, 'interview', 1, 'مرشح لوظيفة مدرب لياقة.'],
  ['نورة الدوسري', undefined, 'interview', 1, 'مرشحة لوظيفة أخصائية تغذية.'],
  ['ليلى الفرج', undefined, 'interview', 1],
  ['فريق شركة الجزيرة للمقاولات', 'شركة الجزيرة للمقاولات', 'contractor', 6, 'إصلاح السقف فوق الصالة المغلقة (ب).'],
  ['فريق شركة الزامل للتكييف', 'شركة الزامل للتكييف', 'contractor', 4, 'صيانة وحدات التكييف المركزي.'],
  ['مهندسو فيليبس للإنارة', 'فيليبس للإنارة - السعودية', 'contractor', 3],
  ['زيارة طلاب مدارس الأندلس الأهلية', 'مدارس الأندلس الأهلية', 'guest', 35, 'زيارة الطلاب لمتحف النادي والملعب.'],
  ['زيارة طلاب مدرسة الملك فيصل', 'مدارس الملك فيصل', 'guest', 40, 'يرافقهم 4 معلمين.'],
  ['فريق الرعاية - stc', 'stc', 'meeting', 4],
  ['فريق الرعاية - شركة المراعي', 'المراعي', 'meeting', 3],
  ['مجموعة من الصحفيين الرياضيين', 'صحيفة الرياضية', 'guest', 6],
  ['وفد نادي الهلال للتعاون الفني', 'نادي الهلال', 'meeting', 5],
  ['د. خالد السيد', 'مستشفى الملك فيصل التخصصي', 'meeting', 1, 'شراكة لتحويل حالات الطب الرياضي.'],
  ['د. منى الغامدي', 'مستشفى الملك فيصل التخصصي', 'meeting', 2],
  ['فريق الفوترة الإلكترونية - هيئة الزكاة', 'هيئة الزكاة والضريبة والجمارك', 'government', 2],
  ['مدقق هيئة الزكاة والضريبة والجمارك', 'هيئة الزكاة والضريبة والجمارك', 'government', 1],
  ['أولياء أمور لاعبي الاختبارات', undefined, 'guest', 8, 'يوم اختبارات الأكاديمية لفئتي تحت 10 وتحت 12 سنة.'],
  ['أولياء أمور لاعبي التجربة', undefined, 'guest', 15],
  ['شركة تنظيف خزانات المياه', 'مؤسسة المياه النقية', 'contractor', 3],
  ['مورد المواد الغذائية', 'شركة النخبة للأغذية', 'vendor', 2],
  ['أخصائي علوم الرياضة من كاتابلت', 'كاتابلت سبورتس', 'vendor', 1, 'تدريب المحللين على استخدام سترات تتبع الأداء GPS.'],
  ['فريق الرقابة من أمانة الرياض', 'أمانة منطقة الرياض', 'government', 2],
  ['مفتش أمانة منطقة الرياض', 'أمانة منطقة الرياض', 'government', 1],
  ['رابطة قدامى اللاعبين', 'رابطة قدامى لاعبي النادي', 'guest', 9],
  ['رابطة مشجعي النادي', 'رابطة المشجعين', 'other', 7, 'تنسيق دخول الجماهير لمباراة الكأس.'],
  ['فريق التدريب على النظام - شركة علم', 'شركة علم', 'vendor', 2],
  ['وفد الاتحاد الخليجي', 'الاتحاد الخليجي لكرة القدم', 'government', 5],
];

export const demo: DemoSeed = (ctx) => {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(ctx.random() * 10)).join('');
  const phone = () =>
    ctx.random() < 0.8 ? `+966 5${ctx.oneOf(['0', '3', '4', '5', '6', '9'])} ${digits(3)} ${digits(4)}` : `011 ${digits(3)} ${digits(4)}`;
  return VISITS.map(([visitorName, organization, purpose, visitorsCount, notes], index): DemoRow => {
    // Within 20 days either side of today; every sixth visit is today.
    const days = index % 6 === 0 ? 0 : Math.floor(ctx.random() * 40) - 20;
    const hours = days * 24 + ctx.oneOf([-2, 0, 1, 2, 3, 5]);
    const status =
      hours < -6
        ? ctx.oneOf(['checkedOut', 'checkedOut', 'checkedOut', 'cancelled'] as const)
        : hours <= 0
          ? 'checkedIn'
          : ctx.oneOf(['expected', 'expected', 'expected', 'cancelled'] as const);
    return {
      visitorName,
      organization,
      phone: ctx.random() < 0.9 ? phone() : undefined,
      visitorsCount,
      purpose,
      visitDate: ctx.timeFromNow(hours),
      hostId: ctx.pick('users'),
      status,
      notes,
    };
  });
};
