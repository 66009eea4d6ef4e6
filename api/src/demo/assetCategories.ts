import type { DemoRow, DemoSeed } from './demo-seed';

type Method = 'straightLine' | 'decliningBalance' | 'none';

// [name, code, depreciation method, useful life in years (none for land and works of art), description?]
// Sub-categories carry their parent's code as a prefix (SPT-GYM under SPT). parentCategoryId stays
// empty: the seeder hands out a resource's ids only after all its rows are in.
const CATEGORIES: readonly (readonly [string, string, Method, number | undefined, string?])[] = [
  ['Land', 'LND', 'none', undefined, 'Club-owned land plots; not depreciated.'],
  ['المباني والإنشاءات', 'BLD', 'straightLine', 33, 'المباني الإدارية والمدرجات وسكن اللاعبين.'],
  ['Stadium structures', 'BLD-STD', 'straightLine', 40],
  ['تحسينات المباني المستأجرة', 'BLD-LHI', 'straightLine', 10, 'تُهلك على مدة عقد الإيجار أو العمر الإنتاجي أيهما أقل.'],
  ['Pitches and artificial turf', 'PTC', 'straightLine', 8, 'Artificial turf, irrigation networks and pitch drainage.'],
  ['أنظمة الإنارة الكاشفة', 'PTC-LGT', 'straightLine', 15],
  ['Sports equipment', 'SPT', 'straightLine', 5, 'Goals, fitness machines, training equipment.'],
  ['أجهزة اللياقة البدنية', 'SPT-GYM', 'straightLine', 7],
  ['Performance analysis equipment', 'SPT-PAN', 'decliningBalance', 4, 'GPS vests, match cameras, timing gates.'],
  ['المعدات الطبية', 'MED', 'straightLine', 7, 'أجهزة العيادة والعلاج الطبيعي.'],
  ['Recovery and physiotherapy devices', 'MED-PHY', 'straightLine', 5],
  ['المركبات', 'VEH', 'decliningBalance', 5, 'حافلات الفرق وسيارات الخدمات.'],
  ['Team buses', 'VEH-BUS', 'decliningBalance', 8],
  ['معدات صيانة الملاعب', 'VEH-GRD', 'decliningBalance', 6, 'جرارات قص العشب وعربات الخدمة.'],
  ['Furniture and fixtures', 'FUR', 'straightLine', 10],
  ['أثاث سكن اللاعبين', 'FUR-HSG', 'straightLine', 7],
  ['Computers and IT equipment', 'ITE', 'decliningBalance', 4, 'Laptops, servers, printers and network devices.'],
  ['أنظمة المراقبة والتحكم بالدخول', 'ITE-SEC', 'straightLine', 6],
  ['Audio-visual equipment', 'AVE', 'straightLine', 5, 'Scoreboards, screens and the public address system.'],
  ['أجهزة التكييف والتبريد', 'HVC', 'straightLine', 12],
  ['Kitchen equipment', 'KIT', 'straightLine', 8],
  ['الكؤوس والمقتنيات التاريخية', 'TRP', 'none', undefined, 'مقتنيات متحف النادي؛ لا تُهلك.'],
  ['Camp equipment', 'CMP', 'straightLine', 3],
  ['البرمجيات والتراخيص', 'SFT', 'straightLine', 3, 'تراخيص البرامج وأنظمة الإدارة.'],
];

const RETIRED = new Set(['CMP']);

export const demo: DemoSeed = () =>
  CATEGORIES.map(([name, code, depreciationMethod, usefulLifeYears, description]): DemoRow => ({
    name,
    code,
    depreciationMethod,
    usefulLifeYears,
    isActive: !RETIRED.has(code),
    description,
  }));
