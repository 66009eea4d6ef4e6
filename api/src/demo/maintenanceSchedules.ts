import type { DemoRow, DemoSeed } from './demo-seed';

type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'semiannual' | 'annual';

// [title, on a place (else an asset), frequency, start (days from today), lead days, priority, checklist?]
const PLANS: readonly (readonly [string, boolean, Frequency, number, number, 'low' | 'medium' | 'high' | 'critical', string?])[] = [
  ['Main pitch mowing and line marking', true, 'weekly', -3, 1, 'high', 'Mow at 25 mm, repaint lines, check goal anchors.'],
  ['صيانة مكيفات الصالة المغلقة', true, 'monthly', -20, 3, 'medium', 'تنظيف الفلاتر، فحص ضغط الغاز، قياس درجة حرارة الهواء الخارج.'],
  ['Floodlight inspection', true, 'quarterly', -60, 7, 'high'],
  ['فحص أنظمة الإنذار والإطفاء في سكن اللاعبين', true, 'semiannual', -150, 14, 'critical', 'متطلب الدفاع المدني: اختبار الكواشف والطفايات ومخارج الطوارئ.'],
  ['Pool water treatment plant service', true, 'monthly', -10, 2, 'high'],
  ['Gym treadmills service', false, 'quarterly', -80, 5, 'medium', 'Belt alignment, lubrication, motor inspection.'],
  ['معايرة أجهزة العيادة', false, 'annual', -300, 21, 'high'],
  ['Team bus service', false, 'monthly', -25, 3, 'medium'],
  ['تعقيم خزانات المياه', true, 'semiannual', -170, 10, 'medium'],
  ['Scoreboard and PA check before the season', true, 'annual', 20, 14, 'low'],
  ['فحص المصاعد في مبنى الإدارة', true, 'monthly', 5, 3, 'medium'],
  ['Defibrillators battery check', false, 'quarterly', -5, 7, 'critical'],
  ['Lawn tractor service', false, 'semiannual', -100, 7, 'low'],
];

// Preventive plans on the club's places and assets, with their team member or contractor; one paused.
export const demo: DemoSeed = (ctx) => {
  const places = ctx.ids('facilities');
  const assets = ctx.ids('assets');
  const suppliers = ctx.records('maintenanceSuppliers');
  const supplierIds = ctx.ids('maintenanceSuppliers');
  const contractors = supplierIds.filter((_, index) => suppliers[index]!.kind === 'contractor' && suppliers[index]!.status === 'active');
  const team = supplierIds.filter((_, index) => suppliers[index]!.kind === 'teamMember' && suppliers[index]!.status === 'active');
  if (!places.length || !assets.length) return [];
  return PLANS.map(([title, onPlace, frequency, start, leadDays, priority, checklist], index): DemoRow => ({
    title,
    facilityId: onPlace ? places[index % places.length] : undefined,
    assetId: onPlace ? undefined : assets[(index * 7) % assets.length],
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
