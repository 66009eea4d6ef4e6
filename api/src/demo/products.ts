import type { DemoRow, DemoSeed } from './demo-seed';

type Category = 'kit' | 'training' | 'equipment' | 'souvenir' | 'nutrition' | 'ticket';
type Size = 'kids' | 'xs' | 's' | 'm' | 'l' | 'xl' | 'xxl' | 'oneSize' | undefined;

// [name, sku, category, size, price in SAR (VAT included), description?]
const PRODUCTS: readonly (readonly [string, string, Category, Size, number, string?])[] = [
  ['قميص المباريات الأساسي 2025/26', 'KIT-H26-M', 'kit', 'm', 349, 'القميص الرسمي للفريق الأول على أرضه، بخامة جيدة التهوية وشعار مطرز.'],
  ['قميص المباريات الأساسي 2025/26', 'KIT-H26-L', 'kit', 'l', 349],
  ['قميص المباريات الأساسي 2025/26', 'KIT-H26-XL', 'kit', 'xl', 349, 'القميص الرسمي للفريق الأول بشعار النادي المطرز.'],
  ['قميص المباريات الاحتياطي 2025/26', 'KIT-A26-M', 'kit', 'm', 349],
  ['قميص المباريات الاحتياطي 2025/26', 'KIT-A26-L', 'kit', 'l', 349],
  ['قميص حارس المرمى 2025/26', 'KIT-GK26-L', 'kit', 'l', 329],
  ['طقم أطفال كامل (قميص وشورت وجوارب)', 'KIT-H26-KID', 'kit', 'kids', 249, 'للأعمار من 6 إلى 12 سنة.'],
  ['شورت المباريات الأساسي 2025/26', 'KIT-SH26-M', 'kit', 'm', 119],
  ['جوارب المباريات', 'KIT-SOCK-L', 'kit', 'l', 49],
  ['القميص الكلاسيكي - إصدار التسعينيات', 'KIT-RETRO-90-L', 'kit', 'l', 299, 'إصدار محدود يعيد قميص موسم البطولة.'],
  ['قميص تدريب', 'TRN-TOP-M', 'training', 'm', 199],
  ['قميص تدريب', 'TRN-TOP-S', 'training', 's', 199],
  ['قميص تدريب نسائي', 'TRN-TOP-XS', 'training', 'xs', 179, 'بقصة مناسبة للاعبات الأكاديمية والموظفات.'],
  ['بدلة تدريب', 'TRN-TRK-L', 'training', 'l', 399, 'جاكيت وبنطال بألوان النادي.'],
  ['بدلة تدريب رياضية', 'TRN-TRK-XXL', 'training', 'xxl', 399],
  ['جاكيت مطر', 'TRN-RJ-XL', 'training', 'xl', 279],
  ['سترة رياضية للأطفال', 'TRN-JKT-KID', 'training', 'kids', 189],
  ['طقم صدريات تدريب (10 قطع)', 'TRN-BIB-10', 'training', 'oneSize', 95],
  ['كرة مباريات مقاس 5', 'EQP-BALL-5', 'equipment', undefined, 149, 'معتمدة وفق معيار FIFA Quality Pro.'],
  ['كرة تدريب مقاس 4', 'EQP-BALL-4', 'equipment', undefined, 89],
  ['قفازات حارس المرمى', 'EQP-GKG-9', 'equipment', undefined, 229],
  ['واقي الساق', 'EQP-SHIN-M', 'equipment', 'm', 69],
  ['حقيبة ظهر النادي', 'EQP-BPK-01', 'equipment', 'oneSize', 159],
  ['وشاح النادي الصوفي', 'SOU-SCARF-01', 'souvenir', 'oneSize', 79, 'وشاح محاك بألوان النادي.'],
  ['وشاح النادي', 'SOU-SCARF-02', 'souvenir', 'oneSize', 79],
  ['قبعة بشعار مطرز', 'SOU-CAP-01', 'souvenir', 'oneSize', 89],
  ['كوب النادي الحراري', 'SOU-MUG-01', 'souvenir', undefined, 45],
  ['ميدالية مفاتيح', 'SOU-KEY-01', 'souvenir', undefined, 25],
  ['علم النادي الكبير', 'SOU-FLAG-L', 'souvenir', undefined, 59],
  ['صورة الفريق الأول موقعة', 'SOU-PHOTO-S', 'souvenir', undefined, 150, 'موقعة من لاعبي الفريق في بداية الموسم.'],
  ['مشروب رياضي متوازن (عبوة 12)', 'NUT-ISO-12', 'nutrition', undefined, 48],
  ['ألواح بروتين (علبة 12 قطعة)', 'NUT-PRO-12', 'nutrition', undefined, 120, 'منتج مختبر وخالٍ من المواد المحظورة.'],
  ['قارورة مياه 750 مل', 'NUT-BTL-750', 'nutrition', undefined, 35],
  ['تذكرة موسمية - المدرج الشرقي', 'TKT-SEASON-E', 'ticket', undefined, 1200, 'جميع مباريات الدوري على أرض النادي خلال الموسم.'],
  ['تذكرة مباراة - الدرجة الأولى', 'TKT-MATCH-1', 'ticket', undefined, 150],
  ['تذكرة مباراة - قسم العائلات', 'TKT-MATCH-FAM', 'ticket', undefined, 50],
  ['تذكرة جولة متحف النادي', 'TKT-MUSEUM', 'ticket', undefined, 30],
];

// Retired lines kept in the catalogue for the sales history.
const DISCONTINUED = new Set(['KIT-RETRO-90-L', 'SOU-PHOTO-S']);

export const demo: DemoSeed = (ctx) =>
  PRODUCTS.map(([name, sku, category, size, price, description]): DemoRow => {
    const stockQuantity = DISCONTINUED.has(sku)
      ? Math.floor(ctx.random() * 6)
      : ctx.random() < 0.12
        ? 0
        : category === 'ticket'
          ? 200 + Math.floor(ctx.random() * 4800)
          : 5 + Math.floor(ctx.random() * 240);
    return {
      name,
      sku,
      category,
      size,
      price,
      stockQuantity,
      status: DISCONTINUED.has(sku) ? 'discontinued' : stockQuantity === 0 ? 'outOfStock' : 'available',
      description,
    };
  });
