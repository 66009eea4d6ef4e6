import type { DemoContext } from '../demo-seed';

// The demo's stock, planned once so that every movement fits what is on hand: the items (each held
// in the warehouse of its category), the goods received, issued, transferred and requested. The
// seeds of those resources read their rows from here.

export type Category = 'sportswear' | 'sportsEquipment' | 'medical' | 'food' | 'cleaning' | 'office' | 'other';
export type Unit = 'piece' | 'box' | 'kg' | 'liter' | 'pair' | 'set';

// [name, code, category, unit, unit cost in SAR, typical quantity]
export const STOCK_ITEMS: readonly (readonly [string, string, Category, Unit, number, number])[] = [
  ['Home jersey, first team (size M)', 'SW-JRS-HOME-M', 'sportswear', 'piece', 185, 60],
  ['قميص التدريب - مقاس L', 'SW-TRN-SHIRT-L', 'sportswear', 'piece', 65, 140],
  ['Training shorts (size S)', 'SW-TRN-SHORT-S', 'sportswear', 'piece', 45, 120],
  ['جوارب رياضية طويلة', 'SW-SOCK-LONG', 'sportswear', 'pair', 18, 400],
  ['Goalkeeper gloves Adidas Predator', 'SW-GK-GLOVE', 'sportswear', 'pair', 240, 24],
  ['بدلة رياضية شتوية للأكاديمية', 'SW-TRACKSUIT-ACD', 'sportswear', 'piece', 210, 80],
  ['Football boots Nike Phantom (size 42)', 'SW-BOOT-42', 'sportswear', 'pair', 520, 16],
  ['صدريات تدريب ملونة', 'SW-BIB-SET', 'sportswear', 'set', 120, 35],
  ['Rain jacket, coaching staff', 'SW-RAIN-JKT', 'sportswear', 'piece', 260, 30],
  ['Match ball Adidas size 5', 'EQ-BALL-5', 'sportsEquipment', 'piece', 450, 90],
  ['كرة تدريب مقاس 4', 'EQ-BALL-4', 'sportsEquipment', 'piece', 95, 150],
  ['Training cones (set of 50)', 'EQ-CONE-50', 'sportsEquipment', 'set', 75, 40],
  ['سلم رشاقة', 'EQ-AGIL-LADDER', 'sportsEquipment', 'piece', 85, 25],
  ['Mini hurdles 30 cm', 'EQ-HURDLE-30', 'sportsEquipment', 'piece', 32, 60],
  ['شبكة مرمى بديلة', 'EQ-GOAL-NET', 'sportsEquipment', 'pair', 380, 12],
  ['Resistance bands (set)', 'EQ-RES-BAND', 'sportsEquipment', 'set', 140, 30],
  ['أقماع علامات مسطحة', 'EQ-FLAT-MARK', 'sportsEquipment', 'set', 55, 45],
  ['Ball pump with gauge', 'EQ-BALL-PUMP', 'sportsEquipment', 'piece', 65, 20],
  ['كرة سلة مقاس 7', 'EQ-BASKET-7', 'sportsEquipment', 'piece', 160, 40],
  ['Volleyball Mikasa V200W', 'EQ-VOLLEY', 'sportsEquipment', 'piece', 290, 24],
  ['Kinesiology tape 5 cm', 'MD-KTAPE-5', 'medical', 'box', 210, 50],
  ['رذاذ تبريد للإصابات', 'MD-COLD-SPRAY', 'medical', 'piece', 28, 120],
  ['Elastic bandage 10 cm', 'MD-BANDAGE-10', 'medical', 'box', 95, 40],
  ['قفازات طبية مقاس M', 'MD-GLOVES-M', 'medical', 'box', 35, 80],
  ['First aid kit (pitch-side)', 'MD-FAK-PITCH', 'medical', 'set', 350, 15],
  ['Ice packs instant', 'MD-ICE-PACK', 'medical', 'box', 120, 30],
  ['محلول معقم للجروح', 'MD-ANTISEPTIC', 'medical', 'liter', 42, 60],
  ['Electrolyte drink powder', 'FD-ELECTRO', 'food', 'box', 165, 45],
  ['مياه شرب معبأة 330 مل', 'FD-WATER-330', 'food', 'box', 22, 600],
  ['Whey protein (vanilla)', 'FD-WHEY-VAN', 'food', 'kg', 95, 70],
  ['تمر سكري', 'FD-DATES-SUK', 'food', 'kg', 38, 150],
  ['Basmati rice', 'FD-RICE-BAS', 'food', 'kg', 9.5, 800],
  ['زيت زيتون بكر', 'FD-OLIVE-OIL', 'food', 'liter', 48, 90],
  ['Energy bars (box of 24)', 'FD-ENERGY-BAR', 'food', 'box', 110, 40],
  ['دجاج مجمد', 'FD-CHICKEN-FRZ', 'food', 'kg', 17.75, 400],
  ['Oats, rolled', 'FD-OATS', 'food', 'kg', 14, 120],
  ['Floor disinfectant', 'CL-DISINFECT', 'cleaning', 'liter', 16, 300],
  ['مناديل ورقية', 'CL-TISSUE', 'cleaning', 'box', 24, 250],
  ['Hand soap refill', 'CL-HAND-SOAP', 'cleaning', 'liter', 12.5, 180],
  ['أكياس نفايات كبيرة', 'CL-BAGS-L', 'cleaning', 'box', 30, 120],
  ['Laundry detergent for kits', 'CL-LAUNDRY', 'cleaning', 'kg', 21, 260],
  ['ممسحة أرضيات صناعية', 'CL-MOP', 'cleaning', 'piece', 45, 30],
  ['Pool chlorine tablets', 'CL-POOL-CHLOR', 'cleaning', 'kg', 28, 350],
  ['A4 copy paper', 'OF-PAPER-A4', 'office', 'box', 105, 60],
  ['أحبار طابعة HP أسود', 'OF-TONER-HP', 'office', 'piece', 340, 14],
  ['Receipt voucher books', 'OF-RCPT-BOOK', 'office', 'piece', 18, 100],
  ['ملفات حفظ بلاستيكية', 'OF-FILES', 'office', 'box', 48, 40],
  ['Whiteboard markers', 'OF-MARKERS', 'office', 'box', 36, 35],
  ['بطاقات عضوية فارغة', 'OF-MEMBER-CARD', 'office', 'box', 260, 20],
  ['Stapler heavy duty', 'OF-STAPLER', 'office', 'piece', 75, 15],
  ['Line marking paint (white)', 'OT-LINE-PAINT', 'other', 'liter', 22, 500],
  ['بذور عشب برمودا', 'OT-GRASS-SEED', 'other', 'kg', 65, 200],
  ['Corner flags (set of 4)', 'OT-CORNER-FLAG', 'other', 'set', 190, 10],
  ['دروع تكريمية', 'OT-AWARD-SHIELD', 'other', 'piece', 150, 60],
  ['Club scarves (fan shop)', 'OT-SCARF', 'other', 'piece', 35, 300],
  ['أعلام النادي', 'OT-CLUB-FLAG', 'other', 'piece', 40, 120],
  ['Camp sleeping bags', 'OT-SLEEP-BAG', 'other', 'piece', 130, 80],
  ['بطاريات AA', 'OT-BATT-AA', 'other', 'box', 55, 30],
  ['Padlocks for lockers', 'OT-PADLOCK', 'other', 'piece', 25, 90],
  ['Old-logo training jacket', 'SW-JKT-OLDLOGO', 'sportswear', 'piece', 150, 12],
  ['Eggs (tray of 30)', 'FD-EGGS-30', 'food', 'set', 28, 200],
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
