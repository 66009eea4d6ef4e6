import type { DemoRow, DemoSeed } from './demo-seed';

type Method = 'straightLine' | 'decliningBalance' | 'none';

// [name, code, depreciation method, useful life in years (none for land and works of art), description?]
// Sub-categories carry their parent's code as a prefix (SPT-GYM under SPT). parentCategoryId stays
// empty: the seeder hands out a resource's ids only after all its rows are in.
const CATEGORIES: readonly (readonly [string, string, Method, number | undefined, string?])[] = [
  ['الأراضي', 'LND', 'none', undefined, 'الأراضي المملوكة للنادي؛ لا تُهلك.'],
  ['المباني والإنشاءات', 'BLD', 'straightLine', 33, 'المباني الإدارية والمدرجات وسكن اللاعبين.'],
  ['منشآت الملاعب والمدرجات', 'BLD-STD', 'straightLine', 40],
  ['تحسينات المباني المستأجرة', 'BLD-LHI', 'straightLine', 10, 'تُهلك على مدة عقد الإيجار أو العمر الإنتاجي أيهما أقل.'],
  ['الملاعب والعشب الصناعي', 'PTC', 'straightLine', 8, 'العشب الصناعي وشبكات الري وتصريف مياه الملاعب.'],
  ['أنظمة الإنارة الكاشفة', 'PTC-LGT', 'straightLine', 15],
  ['المعدات الرياضية', 'SPT', 'straightLine', 5, 'المرامي وأجهزة اللياقة وأدوات التدريب.'],
  ['أجهزة اللياقة البدنية', 'SPT-GYM', 'straightLine', 7],
  ['أجهزة تحليل الأداء', 'SPT-PAN', 'decliningBalance', 4, 'سترات تتبع الأداء وكاميرات المباريات وبوابات التوقيت.'],
  ['المعدات الطبية', 'MED', 'straightLine', 7, 'أجهزة العيادة والعلاج الطبيعي.'],
  ['أجهزة الاستشفاء والعلاج الطبيعي', 'MED-PHY', 'straightLine', 5],
  ['المركبات', 'VEH', 'decliningBalance', 5, 'حافلات الفرق وسيارات الخدمات.'],
  ['حافلات الفرق', 'VEH-BUS', 'decliningBalance', 8],
  ['معدات صيانة الملاعب', 'VEH-GRD', 'decliningBalance', 6, 'جرارات قص العشب وعربات الخدمة.'],
  ['الأثاث والتجهيزات', 'FUR', 'straightLine', 10],
  ['أثاث سكن اللاعبين', 'FUR-HSG', 'straightLine', 7],
  ['الحاسبات وأجهزة تقنية المعلومات', 'ITE', 'decliningBalance', 4, 'الحاسبات المحمولة والخوادم والطابعات وأجهزة الشبكات.'],
  ['أنظمة المراقبة والتحكم بالدخول', 'ITE-SEC', 'straightLine', 6],
  ['الأجهزة السمعية والبصرية', 'AVE', 'straightLine', 5, 'لوحات النتائج والشاشات ونظام الإذاعة الداخلية.'],
  ['أجهزة التكييف والتبريد', 'HVC', 'straightLine', 12],
  ['معدات المطابخ', 'KIT', 'straightLine', 8],
  ['الكؤوس والمقتنيات التاريخية', 'TRP', 'none', undefined, 'مقتنيات متحف النادي؛ لا تُهلك.'],
  ['معدات المعسكرات', 'CMP', 'straightLine', 3],
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
