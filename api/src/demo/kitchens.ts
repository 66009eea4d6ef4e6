import type { DemoRow, DemoSeed } from './demo-seed';
import { placeNamed } from './parts/boarding';
import { warehouseOf } from './parts/stock';

// [name, building (a demo place), store (warehouse code), servings a meal, status, certificate expiry (days from today)]
const KITCHENS = [
  ['المطبخ المركزي - سكن اللاعبين', 'سكن اللاعبين - المبنى أ', 'WH-RYD-KDS', 180, 'operating', 220],
  ['مطبخ سكن اللاعبات', 'سكن اللاعبين - المبنى ب', 'WH-RYD-KDS', 80, 'operating', 150],
  ['مطبخ الفريق الأول', 'جناح الفريق الأول بالفندق', 'WH-RYD-KDS', 60, 'operating', 95],
  ['مطبخ معسكر أبها', 'معسكر أبها الصيفي', 'WH-AHB-CMP', 120, 'operating', 40],
  ['مطبخ معسكر الطائف', 'معسكر الطائف - الهدا', 'WH-RYD-CMP', 80, 'closed', -15],
  ['مطبخ معسكر العلا', 'معسكر العلا الصحراوي', 'WH-RYD-CMP', 60, 'maintenance', 300],
  ['كافتيريا الأكاديمية', undefined, 'WH-RYD-ACD', 250, 'operating', 120],
  ['مطبخ العيادة - الوجبات الخاصة', 'عيادة الطب الرياضي', 'WH-RYD-KDS', 20, 'operating', 75],
  ['مقصف الموظفين', undefined, 'WH-RYD-KDS', 150, 'operating', 180],
  ['مطبخ الضيافة - المقصورة', undefined, 'WH-RYD-STD', 90, 'operating', 60],
  ['مطبخ أكاديمية جدة', undefined, 'WH-JED-ACD', 100, 'operating', 25],
  ['مطبخ أكاديمية الدمام', undefined, 'WH-DMM-ACD', 90, 'maintenance', 200],
] as const;

// The club's kitchens: the residences', the camps', the cafeterias; one closed, two under maintenance.
export const demo: DemoSeed = (ctx) => {
  if (!ctx.ids('warehouses').length) return [];
  const users = ctx.ids('users');
  return KITCHENS.map(([name, building, store, servingsPerMeal, status, expiry], index): DemoRow => ({
    name,
    facilityId: building ? placeNamed(ctx, building) : undefined,
    warehouseId: warehouseOf(ctx, store),
    supervisorId: users[(index * 5 + 8) % users.length],
    servingsPerMeal,
    status,
    healthCertificateExpiry: ctx.dateFromToday(expiry),
    phone: `+966 11 4${String(10 + index).padStart(2, '0')} 55${String(index).padStart(2, '0')}`,
    notes: index === 4 ? 'مغلق خارج موسم المعسكرات.' : undefined,
  }));
};
