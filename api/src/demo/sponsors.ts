import type { DemoRow, DemoSeed } from './demo-seed';

export type SponsorTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'partner';
type Sector = 'telecom' | 'banking' | 'energy' | 'automotive' | 'aviation' | 'retail' | 'food' | 'healthcare' | 'realEstate' | 'media' | 'technology' | 'government' | 'other';
type Status = 'active' | 'prospect' | 'expired';

// [name, tier, sector, status, contact person, website domain, city dialling code, notes?]
// Exported: the sponsor contracts' demo reads the tiers and statuses (rows are inserted in this order).
export const SPONSORS: readonly (readonly [string, SponsorTier, Sector, Status, string, string, '11' | '12' | '13', string?])[] = [
  ['Saudi Telecom Company (stc)', 'platinum', 'telecom', 'active', 'عبدالرحمن الشهري', 'stc.com.sa', '11', 'الراعي الرئيسي للقميص منذ 2019، وتبدأ مفاوضات التجديد قبل انتهاء العقد بستة أشهر.'],
  ['مصرف الراجحي', 'platinum', 'banking', 'active', 'سلطان بن عبدالله الدوسري', 'alrajhibank.com.sa', '11', 'راعي الأكاديمية وبطاقات الأعضاء المشتركة.'],
  ['Almarai', 'gold', 'food', 'active', 'ريم القحطاني', 'almarai.com', '11', 'تورّد منتجات الألبان والعصائر لسكن اللاعبين ضمن الاتفاقية.'],
  ['الخطوط الجوية العربية السعودية', 'gold', 'aviation', 'active', 'ماجد الحربي', 'saudia.com', '12', 'الناقل الرسمي للفريق الأول في المباريات الخارجية.'],
  ['ROSHN', 'gold', 'realEstate', 'active', 'لمى آل سعود', 'roshn.sa', '11'],
  ['مجموعة الدكتور سليمان الحبيب الطبية', 'gold', 'healthcare', 'active', 'د. هشام العنزي', 'hmg.com', '11', 'الشريك الطبي: فحوصات ما قبل الموسم وتأهيل المصابين.'],
  ['Abdul Latif Jameel Motors', 'silver', 'automotive', 'active', 'عمر بخش', 'alj.com', '12', 'توفير ست مركبات للفرق في كل موسم.'],
  ['مكتبة جرير', 'silver', 'retail', 'active', 'نورة الشمري', 'jarir.com', '11'],
  ['Riyad Bank', 'silver', 'banking', 'expired', 'فهد المطلق', 'riyadbank.com', '11', 'انتهى العقد الموسم الماضي ولم يُجدَّد.'],
  ['شركة موبايلي', 'silver', 'telecom', 'prospect', 'عبدالعزيز الزهراني', 'mobily.com.sa', '11', 'عرض رعاية ملعب التدريب قيد الدراسة.'],
  ['ACWA Power', 'silver', 'energy', 'active', 'هند الغامدي', 'acwapower.com', '11', 'ألواح شمسية على سطح الأكاديمية ضمن الشراكة.'],
  ['بنده للتجزئة', 'bronze', 'retail', 'active', 'خالد القرني', 'panda.com.sa', '12'],
  ['Al Baik', 'bronze', 'food', 'active', 'ياسر فلاتة', 'albaik.com', '12', 'أكشاك الأطعمة في المدرج الشرقي أيام المباريات.'],
  ['مجموعة إم بي سي', 'bronze', 'media', 'prospect', 'ريم الخالدي', 'mbc.net', '11', 'مقترح نقل مباريات الفئات السنية على منصة شاهد.'],
  ['Elm Company', 'bronze', 'technology', 'active', 'بندر العتيبي', 'elm.sa', '11', 'شريك التذاكر الرقمية وأنظمة الدخول عبر البوابات.'],
  ['شركة نادك', 'bronze', 'food', 'expired', 'مشاري السبيعي', 'nadec.com.sa', '11'],
  ['Tawuniya', 'bronze', 'banking', 'active', 'أحمد الحارثي', 'tawuniya.com', '11', 'التأمين الطبي للاعبي الأكاديمية.'],
  ['وزارة الرياضة', 'partner', 'government', 'active', 'إدارة دعم الأندية', 'mos.gov.sa', '11', 'دعم برنامج استقطاب المواهب وتطوير الأكاديميات.'],
  ['Saudi Tourism Authority (Visit Saudi)', 'partner', 'government', 'active', 'نورة الفيصل', 'visitsaudi.com', '11'],
  ['أديداس العربية السعودية', 'partner', 'other', 'active', 'طلال الشهري', 'adidas.com.sa', '11', 'المورد الرسمي لأطقم المباريات والتدريب.'],
  ['flynas', 'partner', 'aviation', 'prospect', 'سعيد العمري', 'flynas.com', '11', 'أسعار مخفضة للمشجعين المسافرين لحضور المباريات خارج الأرض.'],
  ['دار الأركان', 'partner', 'realEstate', 'expired', 'فيصل العجمي', 'alarkan.com', '11'],
  ['Zain KSA', 'partner', 'telecom', 'prospect', 'عبدالله الدوسري', 'zain.com', '11'],
  ['مخابز لوزين', 'partner', 'food', 'active', 'سارة المطيري', 'lusine.com.sa', '11'],
  ['Kayan Sports Nutrition', 'partner', 'healthcare', 'active', 'راكان الشمري', 'kayan-nutrition.sa', '13', 'مشروبات رياضية ومكملات للفريق الأول، وجميع المنتجات مفحوصة من المواد المحظورة.'],
  ['مؤسسة الشرقية للإعلام الرياضي', 'partner', 'media', 'prospect', 'وليد الدوسري', 'sharqiya-sports.sa', '13'],
];

// Commercial registration numbers start with the city's office code.
const CR_PREFIX = { '11': '1010', '12': '4030', '13': '2050' } as const;

export const demo: DemoSeed = (ctx) =>
  SPONSORS.map(([name, tier, sector, status, contactPerson, domain, area, notes], index): DemoRow => ({
    name,
    tier,
    sector,
    crNumber: `${CR_PREFIX[area]}${String(104_233 + index * 7_919).padStart(6, '0')}`,
    contactPerson,
    email: sector === 'government' ? `partnerships@${domain}` : ctx.oneOf([`sponsorship@${domain}`, `partnerships@${domain}`, `marketing@${domain}`]),
    phone: `+966 ${area} ${200 + Math.floor(ctx.random() * 700)} ${1000 + Math.floor(ctx.random() * 9000)}`,
    website: `https://www.${domain}`,
    status,
    notes,
  }));
