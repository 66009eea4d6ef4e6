import type { DemoRow, DemoSeed } from './demo-seed';

// [name, code, location, capacity (storage units), isActive, notes?]
const WAREHOUSES: readonly (readonly [string, string, string, number, boolean, string?])[] = [
  ['Main Sports Store', 'WH-RYD-MAIN', 'Riyadh HQ, Building C, ground floor', 12000, true, 'Central store: all purchases are received here first.'],
  ['مستودع الملابس الرياضية', 'WH-RYD-KIT', 'المقر الرئيسي - الرياض، مبنى ج', 6500, true, 'أطقم الفرق والملابس التدريبية لجميع الفئات.'],
  ['Equipment Store, Training Ground', 'WH-RYD-EQP', 'Training ground, next to pitch 2', 4800, true],
  ['مستودع المستلزمات الطبية', 'WH-RYD-MED', 'العيادة الطبية - الطابق الأرضي', 1500, true, 'يخضع لإشراف أخصائي العلاج الطبيعي. درجة الحرارة مراقبة.'],
  ['Kitchen Dry Store', 'WH-RYD-KDS', 'Central kitchen, players\' residence', 2200, true],
  ['المستودع المبرد للمطبخ', 'WH-RYD-KCS', 'المطبخ المركزي - سكن اللاعبين', 900, true, 'غرفة تبريد وتجميد.'],
  ['Cleaning Supplies Store', 'WH-RYD-CLN', 'Service building, room 04', 1100, true],
  ['مستودع اللوازم المكتبية', 'WH-RYD-OFF', 'مبنى الإدارة - القبو', 800, true],
  ['Grounds & Turf Store', 'WH-RYD-GRD', 'Behind the main stadium, gate 5', 3500, true, 'Fertilizers, turf seed, line paint and irrigation spares.'],
  ['مستودع قطع غيار الصيانة', 'WH-RYD-MNT', 'ورشة الصيانة - المنطقة الصناعية الثانية', 3000, true],
  ['Stadium Match-Day Store', 'WH-RYD-STD', 'Main stadium, west stand, level -1', 2600, true],
  ['مستودع المعسكرات', 'WH-RYD-CMP', 'مستودعات السلي - الرياض', 5000, true, 'خيام وأسرة ومعدات المعسكرات الخارجية.'],
  ['Club Shop Stock Room', 'WH-RYD-SHP', 'Club shop, east entrance', 1800, true],
  ['مستودع الأكاديمية - الرياض', 'WH-RYD-ACD', 'أكاديمية النادي - حي النرجس', 2400, true],
  ['Swimming Pool Store', 'WH-RYD-POL', 'Olympic pool plant room', 700, true, 'Pool chemicals: store away from direct sunlight.'],
  ['مستودع الأرشيف', 'WH-RYD-ARC', 'مبنى الإدارة - الطابق الثالث', 600, true],
  ['Jeddah Academy Store', 'WH-JED-ACD', 'Jeddah academy, Al-Rawdah district', 2000, true],
  ['مستودع فرع جدة - الملابس', 'WH-JED-KIT', 'جدة - حي الروضة', 1600, true],
  ['Dammam Academy Store', 'WH-DMM-ACD', 'Dammam academy, Al-Faisaliyah district', 1900, true],
  ['مستودع فرع الدمام - المعدات', 'WH-DMM-EQP', 'الدمام - حي الفيصلية', 1400, true],
  ['Abha Summer Camp Store', 'WH-AHB-CMP', 'Abha summer camp site', 1200, true, 'Opened for the summer camp season only.'],
  ['مستودع معسكر الطائف', 'WH-TIF-CMP', 'الطائف - الهدا', 1000, false, 'مغلق خارج موسم المعسكرات.'],
  ['Buses Spare Parts Store', 'WH-RYD-BUS', 'Club garage', 900, true],
  ['مستودع الهدايا والدروع', 'WH-RYD-GFT', 'مبنى الإدارة - العلاقات العامة', 500, true],
  ['Media & Events Store', 'WH-RYD-EVT', 'Media centre, ground floor', 1300, true],
  ['مستودع الإسكان - سكن اللاعبين', 'WH-RYD-HSG', 'سكن اللاعبين - المبنى أ', 1700, true],
  ['Old Stadium Store', 'WH-RYD-OLD', 'Old stadium, south stand', 2500, false, 'Closed for renovation; remaining items to be transferred to the main store.'],
  ['مستودع الإسعافات الميدانية', 'WH-RYD-FAD', 'الملعب الرئيسي - غرفة الإسعاف', 300, true],
  ['Women\'s Academy Store', 'WH-RYD-WAC', 'Women\'s sports hall, King Fahd Road', 1100, true],
  ['مستودع الفائض والرجيع', 'WH-RYD-RTN', 'المقر الرئيسي - الساحة الخلفية', 2000, true, 'المواد المرتجعة والتالفة بانتظار قرار لجنة الإتلاف.'],
];

export const demo: DemoSeed = (ctx) =>
  WAREHOUSES.map(([name, code, location, capacity, isActive, notes]): DemoRow => ({
    name,
    code,
    location,
    managerId: ctx.pick('users'),
    capacity,
    isActive,
    notes,
  }));
