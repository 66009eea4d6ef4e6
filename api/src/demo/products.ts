import type { DemoRow, DemoSeed } from './demo-seed';

type Category = 'kit' | 'training' | 'equipment' | 'souvenir' | 'nutrition' | 'ticket';
type Size = 'kids' | 'xs' | 's' | 'm' | 'l' | 'xl' | 'xxl' | 'oneSize' | undefined;

// [name, sku, category, size, price in SAR (VAT included), description?]
const PRODUCTS: readonly (readonly [string, string, Category, Size, number, string?])[] = [
  ['Home shirt 2025/26', 'KIT-H26-M', 'kit', 'm', 349, 'Official first-team home shirt, breathable fabric, club crest embroidered.'],
  ['Home shirt 2025/26', 'KIT-H26-L', 'kit', 'l', 349],
  ['قميص المباريات الأساسي 2025/26', 'KIT-H26-XL', 'kit', 'xl', 349, 'القميص الرسمي للفريق الأول بشعار النادي المطرز.'],
  ['Away shirt 2025/26', 'KIT-A26-M', 'kit', 'm', 349],
  ['قميص المباريات الاحتياطي 2025/26', 'KIT-A26-L', 'kit', 'l', 349],
  ['Goalkeeper shirt 2025/26', 'KIT-GK26-L', 'kit', 'l', 329],
  ['طقم أطفال كامل (قميص وشورت وجوارب)', 'KIT-H26-KID', 'kit', 'kids', 249, 'للأعمار من 6 إلى 12 سنة.'],
  ['Home shorts 2025/26', 'KIT-SH26-M', 'kit', 'm', 119],
  ['جوارب المباريات', 'KIT-SOCK-L', 'kit', 'l', 49],
  ['Retro shirt 1990s edition', 'KIT-RETRO-90-L', 'kit', 'l', 299, 'Limited re-edition of the championship shirt.'],
  ['Training top', 'TRN-TOP-M', 'training', 'm', 199],
  ['قميص تدريب', 'TRN-TOP-S', 'training', 's', 199],
  ["Women's training top", 'TRN-TOP-XS', 'training', 'xs', 179, 'Fitted cut for the girls academy and women staff.'],
  ['Training tracksuit', 'TRN-TRK-L', 'training', 'l', 399, 'Jacket and pants in club colours.'],
  ['بدلة تدريب رياضية', 'TRN-TRK-XXL', 'training', 'xxl', 399],
  ['Rain jacket', 'TRN-RJ-XL', 'training', 'xl', 279],
  ['سترة رياضية للأطفال', 'TRN-JKT-KID', 'training', 'kids', 189],
  ['Training bib set (10)', 'TRN-BIB-10', 'training', 'oneSize', 95],
  ['Match ball, size 5', 'EQP-BALL-5', 'equipment', undefined, 149, 'FIFA Quality Pro certified.'],
  ['كرة تدريب مقاس 4', 'EQP-BALL-4', 'equipment', undefined, 89],
  ['Goalkeeper gloves', 'EQP-GKG-9', 'equipment', undefined, 229],
  ['واقي الساق', 'EQP-SHIN-M', 'equipment', 'm', 69],
  ['Club backpack', 'EQP-BPK-01', 'equipment', 'oneSize', 159],
  ['Club scarf', 'SOU-SCARF-01', 'souvenir', 'oneSize', 79, 'Knitted scarf in club colours.'],
  ['وشاح النادي', 'SOU-SCARF-02', 'souvenir', 'oneSize', 79],
  ['Cap with embroidered crest', 'SOU-CAP-01', 'souvenir', 'oneSize', 89],
  ['كوب النادي الحراري', 'SOU-MUG-01', 'souvenir', undefined, 45],
  ['Keychain', 'SOU-KEY-01', 'souvenir', undefined, 25],
  ['علم النادي الكبير', 'SOU-FLAG-L', 'souvenir', undefined, 59],
  ['Signed first-team photo', 'SOU-PHOTO-S', 'souvenir', undefined, 150, 'Signed by the squad at the start of the season.'],
  ['Isotonic drink, pack of 12', 'NUT-ISO-12', 'nutrition', undefined, 48],
  ['ألواح بروتين (علبة 12 قطعة)', 'NUT-PRO-12', 'nutrition', undefined, 120, 'منتج مختبر وخالٍ من المواد المحظورة.'],
  ['Water bottle 750 ml', 'NUT-BTL-750', 'nutrition', undefined, 35],
  ['Season ticket, east stand', 'TKT-SEASON-E', 'ticket', undefined, 1200, 'All home league matches of the season.'],
  ['تذكرة مباراة - الدرجة الأولى', 'TKT-MATCH-1', 'ticket', undefined, 150],
  ['Match ticket, family section', 'TKT-MATCH-FAM', 'ticket', undefined, 50],
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
