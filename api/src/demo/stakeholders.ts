import type { DemoSeed } from './demo-seed';

// [name, Arabic name, organisation, category, role, power, interest, attitude, owner (index of the demo users), last contact, next contact (days from today), engagement plan]
const STAKEHOLDERS = [
  ['Ministry of Sport', 'وزارة الرياضة', 'وزارة الرياضة', 'government', 'الجهة المنظمة والداعمة', 5, 5, 'supporter', 3, -20, 25, 'مراجعة ربعية للأداء، وتسليم ملف ترخيص الأكاديمية قبل كل موسم.'],
  ['Saudi Pro League', 'رابطة دوري المحترفين', 'رابطة دوري المحترفين', 'federation', 'منظم الدوري', 5, 4, 'neutral', 3, -12, 18, 'تسليم مستندات ترخيص النادي وشهادة سلامة الملعب في مواعيدها.'],
  ['Saudi Arabian Football Federation', 'الاتحاد السعودي لكرة القدم', 'الاتحاد السعودي لكرة القدم', 'federation', 'التسجيل والانضباط', 5, 3, 'neutral', 4, -40, 30, null],
  ['Gulf Telecom (main sponsor)', 'شركة الخليج للاتصالات', 'شركة الخليج للاتصالات', 'sponsor', 'راعي القميص', 4, 5, 'critic', 19, -8, 7, 'معالجة الدفعة غير المسددة عبر المحكمة التجارية، مع الالتزام بجدول تفعيل العلامة التجارية.'],
  ['Al-Riyadh Daily', 'جريدة الرياض', 'جريدة الرياض', 'media', 'القسم الرياضي', 3, 4, 'supporter', 28, -5, 10, null],
  ['Sports talk show producers', 'منتجو البرامج الرياضية', 'إم بي سي برو سبورت', 'media', 'البث التلفزيوني', 4, 3, 'critic', 28, -30, 14, 'إيجاز شهري من المركز الإعلامي، وإتاحة حضور التدريبات مرة كل شهر.'],
  ['Riyadh Municipality', 'أمانة منطقة الرياض', 'أمانة منطقة الرياض', 'government', 'التصاريح والمواقف', 4, 2, 'blocker', 5, -60, 20, 'إنهاء الاعتراض على مخالفة المواقف، واقتراح خطة مرورية لأيام المباريات بالتنسيق مع إدارة المرور.'],
  ['Kit supplier', 'مورد الأطقم الرياضية', 'مؤسسة النخبة للتجهيزات الرياضية', 'supplier', 'الأطقم والمعدات', 2, 3, 'neutral', 6, -15, 45, null],
  ['Neighbourhood council', 'مجلس الحي', 'مجلس حي الملقا', 'community', 'سكان الأحياء المجاورة للملعب', 2, 4, 'critic', 5, -25, 15, 'مشاركة جدول المباريات وإجراءات الحد من الضوضاء.'],
  ['Board of directors', 'مجلس الإدارة', 'نادي الرياض الرياضي', 'board', 'الحوكمة', 5, 5, 'champion', 3, -3, 11, 'تقرير تنفيذي شهري ومراجعة ربعية للميزانية.'],
  ['Staff association', 'رابطة الموظفين', 'منسوبو النادي', 'staff', 'صوت الموظفين', 2, 5, 'supporter', 11, -18, 40, null],
  ['Ultras fan group', 'رابطة المشجعين', 'ألتراس الرياض', 'fans', 'المشجعون المنظمون', 3, 5, 'champion', 28, -9, 21, 'بيع مسبق للتذاكر الموسمية، وتعيين منسق لسفر الجماهير في المباريات الخارجية.'],
  ['Academy parents', 'أولياء أمور الأكاديمية', 'الأكاديمية', 'community', 'أولياء أمور لاعبي الأكاديمية', 1, 4, 'supporter', 4, -14, 30, null],
  ['Equipment leasing bank', 'بنك التأجير', 'الرياض المالية', 'supplier', 'التمويل', 3, 1, 'neutral', 19, -90, 60, null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return STAKEHOLDERS.map(([name, nameAr, organisation, category, role, power, interest, attitude, owner, last, next, engagementPlan]) => ({
    name,
    nameAr,
    organisation,
    category,
    role,
    power,
    interest,
    attitude,
    ownerId: users[owner],
    lastContactOn: ctx.dateFromToday(last),
    nextContactOn: ctx.dateFromToday(next),
    engagementPlan: engagementPlan ?? undefined,
  }));
};
