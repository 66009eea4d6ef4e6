import type { DemoRow, DemoSeed } from './demo-seed';

type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'semiannual' | 'annual';

// [title, what it services (a place type, or an asset's name), frequency, start (days from today), lead days, priority, checklist?]
const PLANS: readonly (readonly [string, { place: string } | { asset: RegExp }, Frequency, number, number, 'low' | 'medium' | 'high' | 'critical', string?])[] = [
  ['قص عشب الملعب الرئيسي وتخطيطه', { place: 'stadium' }, 'weekly', -3, 1, 'high', 'القص بارتفاع 25 ملم، وإعادة طلاء الخطوط، وفحص تثبيت المرمى.'],
  ['صيانة مكيفات الصالة المغلقة', { place: 'hall' }, 'monthly', -20, 3, 'medium', 'تنظيف الفلاتر، فحص ضغط الغاز، قياس درجة حرارة الهواء الخارج.'],
  ['فحص الإنارة الكاشفة', { place: 'trainingPitch' }, 'quarterly', -60, 7, 'high'],
  ['فحص أنظمة الإنذار والإطفاء في سكن اللاعبين', { place: 'residence' }, 'semiannual', -150, 14, 'critical', 'متطلب الدفاع المدني: اختبار الكواشف والطفايات ومخارج الطوارئ.'],
  ['صيانة وحدة معالجة مياه المسبح', { place: 'pool' }, 'monthly', -10, 2, 'high'],
  ['صيانة أجهزة المشي في الصالة الرياضية', { asset: /Treadmill|مشي/i }, 'quarterly', -80, 5, 'medium', 'ضبط السير، والتشحيم، وفحص المحرك.'],
  ['معايرة أجهزة العيادة', { asset: /ECG|تخطيط/i }, 'annual', -300, 21, 'high'],
  ['الصيانة الدورية لحافلة الفريق', { asset: /Tourismo|bus|حافلة/i }, 'monthly', -25, 3, 'medium'],
  ['تعقيم خزانات المياه', { place: 'residence' }, 'semiannual', -170, 10, 'medium'],
  ['فحص لوحة النتائج ونظام الإذاعة قبل الموسم', { asset: /Scoreboard|لوحة النتائج/i }, 'annual', 20, 14, 'low'],
  ['صيانة وحدة التعقيم في العيادة', { place: 'clinic' }, 'monthly', 5, 3, 'medium'],
  ['فحص وحدة تبريد حوض الاستشفاء', { asset: /ice bath|Cryotherapy|حوض/i }, 'quarterly', -5, 7, 'critical'],
  ['صيانة جرار قص العشب', { asset: /tractor|جرار/i }, 'semiannual', -100, 7, 'low'],
];

// Preventive plans on the club's places and assets, with their team member or contractor; one paused.
export const demo: DemoSeed = (ctx) => {
  const places = ctx.ids('facilities');
  const placeRows = ctx.records('facilities');
  const assets = ctx.ids('assets');
  const assetRows = ctx.records('assets');
  const placeOf = (type: string, nth: number) => places.filter((_, index) => placeRows[index]!.type === type)[nth];
  const assetOf = (name: RegExp) => assets[assetRows.findIndex((row) => name.test(String(row.name)))];
  const suppliers = ctx.records('maintenanceSuppliers');
  const supplierIds = ctx.ids('maintenanceSuppliers');
  const contractors = supplierIds.filter((_, index) => suppliers[index]!.kind === 'contractor' && suppliers[index]!.status === 'active');
  const team = supplierIds.filter((_, index) => suppliers[index]!.kind === 'teamMember' && suppliers[index]!.status === 'active');
  if (!places.length || !assets.length) return [];
  return PLANS.map(([title, on, frequency, start, leadDays, priority, checklist], index): DemoRow => ({
    title,
    facilityId: 'place' in on ? placeOf(on.place, index % 2) ?? placeOf(on.place, 0) : undefined,
    assetId: 'asset' in on ? (assetOf(on.asset) ?? assets[0]) : undefined,
    frequency,
    startsOn: ctx.dateFromToday(start),
    leadDays,
    priority,
    technicianId: index % 2 === 0 ? team[index % Math.max(1, team.length)] : undefined,
    supplierId: index % 2 === 1 ? contractors[index % Math.max(1, contractors.length)] : undefined,
    estimatedCost: [350, 1200, 4800, 2500, 900][index % 5],
    isActive: index !== 12,
    checklist,
  }));
};
