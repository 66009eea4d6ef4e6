import type { DemoRow, DemoSeed } from './demo-seed';

type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'semiannual' | 'annual';

// [title, what it services (a place type, or an asset's name), frequency, start (days from today), lead days, priority, checklist?]
const PLANS: readonly (readonly [string, { place: string } | { asset: RegExp }, Frequency, number, number, 'low' | 'medium' | 'high' | 'critical', string?])[] = [
  ['Main pitch mowing and line marking', { place: 'stadium' }, 'weekly', -3, 1, 'high', 'Mow at 25 mm, repaint lines, check goal anchors.'],
  ['صيانة مكيفات الصالة المغلقة', { place: 'hall' }, 'monthly', -20, 3, 'medium', 'تنظيف الفلاتر، فحص ضغط الغاز، قياس درجة حرارة الهواء الخارج.'],
  ['Floodlight inspection', { place: 'trainingPitch' }, 'quarterly', -60, 7, 'high'],
  ['فحص أنظمة الإنذار والإطفاء في سكن اللاعبين', { place: 'residence' }, 'semiannual', -150, 14, 'critical', 'متطلب الدفاع المدني: اختبار الكواشف والطفايات ومخارج الطوارئ.'],
  ['Pool water treatment plant service', { place: 'pool' }, 'monthly', -10, 2, 'high'],
  ['Gym treadmills service', { asset: /Treadmill|مشي/i }, 'quarterly', -80, 5, 'medium', 'Belt alignment, lubrication, motor inspection.'],
  ['معايرة أجهزة العيادة', { asset: /ECG|تخطيط/i }, 'annual', -300, 21, 'high'],
  ['Team bus service', { asset: /Tourismo|bus/i }, 'monthly', -25, 3, 'medium'],
  ['تعقيم خزانات المياه', { place: 'residence' }, 'semiannual', -170, 10, 'medium'],
  ['Scoreboard and PA check before the season', { asset: /Scoreboard/i }, 'annual', 20, 14, 'low'],
  ['صيانة وحدة التعقيم في العيادة', { place: 'clinic' }, 'monthly', 5, 3, 'medium'],
  ['Ice bath chiller check', { asset: /ice bath|Cryotherapy/i }, 'quarterly', -5, 7, 'critical'],
  ['Lawn tractor service', { asset: /tractor|جرار/i }, 'semiannual', -100, 7, 'low'],
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
