import type { DemoRow, DemoSeed } from './demo-seed';

export type SponsorTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'partner';
type Sector = 'telecom' | 'banking' | 'energy' | 'automotive' | 'aviation' | 'retail' | 'food' | 'healthcare' | 'realEstate' | 'media' | 'technology' | 'government' | 'other';
type Status = 'active' | 'prospect' | 'expired';

// [name, tier, sector, status, contact person, website domain, city dialling code, notes?]
// Exported: the sponsor contracts' demo reads the tiers and statuses (rows are inserted in this order).
export const SPONSORS: readonly (readonly [string, SponsorTier, Sector, Status, string, string, '11' | '12' | '13', string?])[] = [
  ['Saudi Telecom Company (stc)', 'platinum', 'telecom', 'active', 'Abdulrahman Al-Shehri', 'stc.com.sa', '11', 'Main shirt sponsor since 2019; renewal talks start six months before expiry.'],
  ['مصرف الراجحي', 'platinum', 'banking', 'active', 'سلطان بن عبدالله الدوسري', 'alrajhibank.com.sa', '11', 'راعي الأكاديمية وبطاقات الأعضاء المشتركة.'],
  ['Almarai', 'gold', 'food', 'active', 'Reem Al-Qahtani', 'almarai.com', '11', 'Supplies dairy and juices to the players\' residence as part of the deal.'],
  ['الخطوط الجوية العربية السعودية', 'gold', 'aviation', 'active', 'ماجد الحربي', 'saudia.com', '12', 'الناقل الرسمي للفريق الأول في المباريات الخارجية.'],
  ['ROSHN', 'gold', 'realEstate', 'active', 'Lama Al-Saud', 'roshn.sa', '11'],
  ['مجموعة الدكتور سليمان الحبيب الطبية', 'gold', 'healthcare', 'active', 'د. هشام العنزي', 'hmg.com', '11', 'الشريك الطبي: فحوصات ما قبل الموسم وتأهيل المصابين.'],
  ['Abdul Latif Jameel Motors', 'silver', 'automotive', 'active', 'Omar Bakhsh', 'alj.com', '12', 'Six team vehicles provided each season.'],
  ['مكتبة جرير', 'silver', 'retail', 'active', 'نورة الشمري', 'jarir.com', '11'],
  ['Riyad Bank', 'silver', 'banking', 'expired', 'Fahad Al-Mutlaq', 'riyadbank.com', '11', 'Contract ended last season; not renewed.'],
  ['شركة موبايلي', 'silver', 'telecom', 'prospect', 'عبدالعزيز الزهراني', 'mobily.com.sa', '11', 'عرض رعاية ملعب التدريب قيد الدراسة.'],
  ['ACWA Power', 'silver', 'energy', 'active', 'Hind Al-Ghamdi', 'acwapower.com', '11', 'Solar panels on the academy roof under the partnership.'],
  ['بنده للتجزئة', 'bronze', 'retail', 'active', 'خالد القرني', 'panda.com.sa', '12'],
  ['Al Baik', 'bronze', 'food', 'active', 'Yasser Fallatah', 'albaik.com', '12', 'Match-day food stands at the east stand.'],
  ['مجموعة إم بي سي', 'bronze', 'media', 'prospect', 'ريم الخالدي', 'mbc.net', '11', 'مقترح نقل مباريات الفئات السنية على منصة شاهد.'],
  ['Elm Company', 'bronze', 'technology', 'active', 'Bandar Al-Otaibi', 'elm.sa', '11', 'Digital ticketing and gate access partner.'],
  ['شركة نادك', 'bronze', 'food', 'expired', 'مشاري السبيعي', 'nadec.com.sa', '11'],
  ['Tawuniya', 'bronze', 'banking', 'active', 'Ahmed Al-Harthi', 'tawuniya.com', '11', 'Medical insurance for academy players.'],
  ['وزارة الرياضة', 'partner', 'government', 'active', 'إدارة دعم الأندية', 'mos.gov.sa', '11', 'دعم برنامج استقطاب المواهب وتطوير الأكاديميات.'],
  ['Saudi Tourism Authority (Visit Saudi)', 'partner', 'government', 'active', 'Noura Al-Faisal', 'visitsaudi.com', '11'],
  ['أديداس العربية السعودية', 'partner', 'other', 'active', 'طلال الشهري', 'adidas.com.sa', '11', 'المورد الرسمي لأطقم المباريات والتدريب.'],
  ['flynas', 'partner', 'aviation', 'prospect', 'Saeed Al-Amri', 'flynas.com', '11', 'Discounted fares for fans travelling to away matches.'],
  ['دار الأركان', 'partner', 'realEstate', 'expired', 'فيصل العجمي', 'alarkan.com', '11'],
  ['Zain KSA', 'partner', 'telecom', 'prospect', 'Abdullah Al-Dossary', 'zain.com', '11'],
  ['مخابز لوزين', 'partner', 'food', 'active', 'سارة المطيري', 'lusine.com.sa', '11'],
  ['Kayan Sports Nutrition', 'partner', 'healthcare', 'active', 'Rakan Al-Shammari', 'kayan-nutrition.sa', '13', 'Sports drinks and supplements for the first team; all products tested for banned substances.'],
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
