import type { DemoSeed } from './demo-seed';

// [name, Arabic name, kind, email, phone, active]
const PARTIES = [
  ['Ministry of Sport', 'وزارة الرياضة', 'government', 'info@mos.gov.sa', '+966 11 402 1111', true],
  ['Saudi Arabian Football Federation', 'الاتحاد السعودي لكرة القدم', 'federation', 'info@saff.com.sa', '+966 11 482 2240', true],
  ['Saudi Pro League', 'رابطة دوري المحترفين', 'federation', 'clubs@spl.com.sa', null, true],
  ['Riyadh Municipality', 'أمانة منطقة الرياض', 'government', 'contact@alriyadh.gov.sa', '+966 11 411 2222', true],
  ['General Directorate of Civil Defense', 'المديرية العامة للدفاع المدني', 'government', null, '+966 11 464 9911', true],
  ['Gulf Telecom', 'شركة الخليج للاتصالات', 'company', 'sponsorship@gulftelecom.sa', '+966 11 218 0000', true],
  ['Elite Sports Supplies', 'مؤسسة النخبة للتجهيزات الرياضية', 'company', 'sales@elite-sports.sa', '+966 55 880 1122', true],
  ['Al-Nassr Club', 'نادي النصر', 'club', 'office@alnassr.sa', null, true],
  ['Al-Ittihad Club', 'نادي الاتحاد', 'club', 'secretary@ittihad.sa', null, true],
  ['Kingdom Schools', 'مدارس المملكة', 'school', 'activities@kingdomschools.sa', '+966 11 293 4455', true],
  ['Mr. Saad Al-Qahtani', 'الأستاذ سعد القحطاني', 'individual', 'saad.q@example.sa', '+966 50 123 9876', true],
  ['Former sponsor: Vision Displays', 'شركة فيجن للشاشات (سابقًا)', 'other', null, null, false],
] as const;

export const demo: DemoSeed = () =>
  PARTIES.map(([name, nameAr, kind, email, phone, active]) => ({ name, nameAr, kind, email: email ?? undefined, phone: phone ?? undefined, active }));
