import type { DemoContext } from '../demo-seed';

// The demo's stock, planned once so that every movement fits what is on hand: the items (each held
// in the warehouse of its category), the goods received, issued, transferred and requested. The
// seeds of those resources read their rows from here.

export type Category = 'sportswear' | 'sportsEquipment' | 'medical' | 'food' | 'cleaning' | 'office' | 'other';
export type Unit = 'piece' | 'box' | 'kg' | 'liter' | 'pair' | 'set';

// [name, code, category, unit, unit cost in SAR, typical quantity]
export const STOCK_ITEMS: readonly (readonly [string, string, Category, Unit, number, number])[] = [
  ['قميص الفريق الأول - الأرض (مقاس M)', 'SW-JRS-HOME-M', 'sportswear', 'piece', 185, 60],
  ['قميص التدريب - مقاس L', 'SW-TRN-SHIRT-L', 'sportswear', 'piece', 65, 140],
  ['شورت تدريب (مقاس S)', 'SW-TRN-SHORT-S', 'sportswear', 'piece', 45, 120],
  ['جوارب رياضية طويلة', 'SW-SOCK-LONG', 'sportswear', 'pair', 18, 400],
  ['قفازات حارس مرمى أديداس بريداتور', 'SW-GK-GLOVE', 'sportswear', 'pair', 240, 24],
  ['بدلة رياضية شتوية للأكاديمية', 'SW-TRACKSUIT-ACD', 'sportswear', 'piece', 210, 80],
  ['حذاء كرة قدم نايكي فانتوم (مقاس 42)', 'SW-BOOT-42', 'sportswear', 'pair', 520, 16],
  ['صدريات تدريب ملونة', 'SW-BIB-SET', 'sportswear', 'set', 120, 35],
  ['جاكيت مطر للجهاز الفني', 'SW-RAIN-JKT', 'sportswear', 'piece', 260, 30],
  ['كرة مباريات أديداس مقاس 5', 'EQ-BALL-5', 'sportsEquipment', 'piece', 450, 90],
  ['كرة تدريب مقاس 4', 'EQ-BALL-4', 'sportsEquipment', 'piece', 95, 150],
  ['أقماع تدريب (طقم 50 قطعة)', 'EQ-CONE-50', 'sportsEquipment', 'set', 75, 40],
  ['سلم رشاقة', 'EQ-AGIL-LADDER', 'sportsEquipment', 'piece', 85, 25],
  ['حواجز صغيرة 30 سم', 'EQ-HURDLE-30', 'sportsEquipment', 'piece', 32, 60],
  ['شبكة مرمى بديلة', 'EQ-GOAL-NET', 'sportsEquipment', 'pair', 380, 12],
  ['أحزمة مقاومة مطاطية (طقم)', 'EQ-RES-BAND', 'sportsEquipment', 'set', 140, 30],
  ['أقماع علامات مسطحة', 'EQ-FLAT-MARK', 'sportsEquipment', 'set', 55, 45],
  ['منفاخ كرات بمقياس ضغط', 'EQ-BALL-PUMP', 'sportsEquipment', 'piece', 65, 20],
  ['كرة سلة مقاس 7', 'EQ-BASKET-7', 'sportsEquipment', 'piece', 160, 40],
  ['كرة طائرة ميكاسا V200W', 'EQ-VOLLEY', 'sportsEquipment', 'piece', 290, 24],
  ['شريط لاصق رياضي (كينيزيو) 5 سم', 'MD-KTAPE-5', 'medical', 'box', 210, 50],
  ['رذاذ تبريد للإصابات', 'MD-COLD-SPRAY', 'medical', 'piece', 28, 120],
  ['رباط ضاغط مطاطي 10 سم', 'MD-BANDAGE-10', 'medical', 'box', 95, 40],
  ['قفازات طبية مقاس M', 'MD-GLOVES-M', 'medical', 'box', 35, 80],
  ['حقيبة إسعافات أولية (جانب الملعب)', 'MD-FAK-PITCH', 'medical', 'set', 350, 15],
  ['أكياس ثلج فورية', 'MD-ICE-PACK', 'medical', 'box', 120, 30],
  ['محلول معقم للجروح', 'MD-ANTISEPTIC', 'medical', 'liter', 42, 60],
  ['مسحوق مشروب الأملاح المعدنية', 'FD-ELECTRO', 'food', 'box', 165, 45],
  ['مياه شرب معبأة 330 مل', 'FD-WATER-330', 'food', 'box', 22, 600],
  ['بروتين مصل الحليب (فانيليا)', 'FD-WHEY-VAN', 'food', 'kg', 95, 70],
  ['تمر سكري', 'FD-DATES-SUK', 'food', 'kg', 38, 150],
  ['أرز بسمتي', 'FD-RICE-BAS', 'food', 'kg', 9.5, 800],
  ['زيت زيتون بكر', 'FD-OLIVE-OIL', 'food', 'liter', 48, 90],
  ['ألواح طاقة (علبة 24 قطعة)', 'FD-ENERGY-BAR', 'food', 'box', 110, 40],
  ['دجاج مجمد', 'FD-CHICKEN-FRZ', 'food', 'kg', 17.75, 400],
  ['شوفان', 'FD-OATS', 'food', 'kg', 14, 120],
  ['مطهر أرضيات', 'CL-DISINFECT', 'cleaning', 'liter', 16, 300],
  ['مناديل ورقية', 'CL-TISSUE', 'cleaning', 'box', 24, 250],
  ['صابون يدين (عبوة تعبئة)', 'CL-HAND-SOAP', 'cleaning', 'liter', 12.5, 180],
  ['أكياس نفايات كبيرة', 'CL-BAGS-L', 'cleaning', 'box', 30, 120],
  ['منظف غسيل للأطقم الرياضية', 'CL-LAUNDRY', 'cleaning', 'kg', 21, 260],
  ['ممسحة أرضيات صناعية', 'CL-MOP', 'cleaning', 'piece', 45, 30],
  ['أقراص كلور للمسبح', 'CL-POOL-CHLOR', 'cleaning', 'kg', 28, 350],
  ['ورق تصوير A4', 'OF-PAPER-A4', 'office', 'box', 105, 60],
  ['أحبار طابعة HP أسود', 'OF-TONER-HP', 'office', 'piece', 340, 14],
  ['دفاتر سندات قبض', 'OF-RCPT-BOOK', 'office', 'piece', 18, 100],
  ['ملفات حفظ بلاستيكية', 'OF-FILES', 'office', 'box', 48, 40],
  ['أقلام سبورة بيضاء', 'OF-MARKERS', 'office', 'box', 36, 35],
  ['بطاقات عضوية فارغة', 'OF-MEMBER-CARD', 'office', 'box', 260, 20],
  ['دباسة كبيرة للاستخدام الكثيف', 'OF-STAPLER', 'office', 'piece', 75, 15],
  ['طلاء تخطيط الملاعب (أبيض)', 'OT-LINE-PAINT', 'other', 'liter', 22, 500],
  ['بذور عشب برمودا', 'OT-GRASS-SEED', 'other', 'kg', 65, 200],
  ['رايات ركنية (طقم 4 رايات)', 'OT-CORNER-FLAG', 'other', 'set', 190, 10],
  ['دروع تكريمية', 'OT-AWARD-SHIELD', 'other', 'piece', 150, 60],
  ['أوشحة النادي (متجر المشجعين)', 'OT-SCARF', 'other', 'piece', 35, 300],
  ['أعلام النادي', 'OT-CLUB-FLAG', 'other', 'piece', 40, 120],
  ['أكياس نوم للمعسكرات', 'OT-SLEEP-BAG', 'other', 'piece', 130, 80],
  ['بطاريات AA', 'OT-BATT-AA', 'other', 'box', 55, 30],
  ['أقفال للخزائن', 'OT-PADLOCK', 'other', 'piece', 25, 90],
  ['جاكيت تدريب بالشعار القديم', 'SW-JKT-OLDLOGO', 'sportswear', 'piece', 150, 12],
  ['بيض (طبق 30 حبة)', 'FD-EGGS-30', 'food', 'set', 28, 200],
  ['خبز بر', 'FD-BREAD', 'food', 'piece', 3.5, 400],
];

/** The warehouse (by code) each category is kept in. */
const HOME: Record<Category, string> = {
  sportswear: 'WH-RYD-KIT',
  sportsEquipment: 'WH-RYD-EQP',
  medical: 'WH-RYD-MED',
  food: 'WH-RYD-KDS',
  cleaning: 'WH-RYD-CLN',
  office: 'WH-RYD-OFF',
  other: 'WH-RYD-MAIN',
};

/** The id of a demo warehouse by its code. */
export const warehouseOf = (ctx: DemoContext, code: string): string => {
  const index = ctx.records('warehouses').findIndex((row) => row.code === code);
  return ctx.ids('warehouses')[index]!;
};

/** The warehouse code an item (by its place in STOCK_ITEMS) is kept in. */
export const homeOf = (index: number): string => HOME[STOCK_ITEMS[index]![2]];

/** Items never received (out of stock): their receipt is still a draft. */
export const DRAFT_RECEIPT_CATEGORY: Category = 'office';

/** What happens to each item after it is received, by its place: issued down to under its reorder level, sent to a branch, asked for, or issued a little. */
export const planOf = (index: number): 'drain' | 'transfer' | 'request' | 'issue' =>
  index % 10 === 3 ? 'drain' : index % 10 === 7 ? 'transfer' : index % 10 === 1 ? 'request' : 'issue';

export const reorderLevelOf = (typical: number) => Math.max(2, Math.round(typical * 0.2));
