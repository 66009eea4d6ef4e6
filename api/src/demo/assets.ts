import type { DemoRow, DemoSeed } from './demo-seed';

type AssetType = 'sportsEquipment' | 'furniture' | 'electronics' | 'vehicle' | 'medicalEquipment' | 'building' | 'other';

// [name, type, brand?, serial prefix, location, value range in SAR]
const ASSETS: readonly (readonly [string, AssetType, string | undefined, string, string, readonly [number, number]])[] = [
  ['Treadmill Technogym Run 700', 'sportsEquipment', 'Technogym', 'TG-RUN', 'Main Gym', [38000, 52000]],
  ['جهاز مشي كهربائي', 'sportsEquipment', 'Life Fitness', 'LF-TRD', 'صالة اللياقة - مبنى الأكاديمية', [24000, 31000]],
  ['Spin bike Keiser M3i', 'sportsEquipment', 'Keiser', 'KS-M3I', 'Main Gym', [6500, 8200]],
  ['دراجة ثابتة للتأهيل', 'medicalEquipment', 'Technogym', 'TG-RCL', 'عيادة العلاج الطبيعي', [9000, 12500]],
  ['Ball launcher machine JUGS', 'sportsEquipment', 'JUGS Sports', 'JG-BLM', 'Training Pitch 1', [14000, 18500]],
  ['مرمى كرة قدم متنقل مقاس كامل', 'sportsEquipment', 'Kwik Goal', 'KG-GOL', 'ملعب التدريب رقم 2', [7800, 9600]],
  ['Portable futsal goals (pair)', 'sportsEquipment', 'Precision', 'PR-FUT', 'Indoor Hall A', [3200, 4100]],
  ['GPS performance vests set (30 units)', 'electronics', 'Catapult', 'CT-GPS', 'Performance Analysis Room', [145000, 180000]],
  ['كاميرا تحليل المباريات Veo', 'electronics', 'Veo', 'VEO-CAM', 'غرفة تحليل الأداء', [22000, 26000]],
  ['Scoreboard LED 6m', 'electronics', 'Daktronics', 'DK-SCB', 'Main Stadium', [210000, 260000]],
  ['شاشة عرض تفاعلية 86 بوصة', 'electronics', 'Samsung', 'SM-FLP', 'قاعة الاجتماعات الرئيسية', [17500, 21000]],
  ['Laptop Dell Latitude 5440', 'electronics', 'Dell', 'DL-LAT', 'Finance Office', [4200, 5200]],
  ['طابعة ليزر ملونة', 'electronics', 'HP', 'HP-CLJ', 'مكتب شؤون اللاعبين', [2800, 3600]],
  ['Access control turnstile, Gate 1', 'electronics', 'ZKTeco', 'ZK-TRN', 'Main Gate', [16000, 19500]],
  ['جهاز بصمة للحضور والانصراف', 'electronics', 'ZKTeco', 'ZK-BIO', 'مبنى الإدارة - الاستقبال', [1400, 1900]],
  ['Team bus Mercedes-Benz Tourismo (49 seats)', 'vehicle', 'Mercedes-Benz', 'MB-BUS', 'Club Garage', [980000, 1150000]],
  ['حافلة نقل لاعبين تويوتا كوستر', 'vehicle', 'Toyota', 'TY-CST', 'مواقف النادي', [235000, 270000]],
  ['Pickup Toyota Hilux (grounds team)', 'vehicle', 'Toyota', 'TY-HLX', 'Club Garage', [98000, 118000]],
  ['جرار قص العشب', 'vehicle', 'John Deere', 'JD-MWR', 'مستودع معدات الملاعب', [145000, 172000]],
  ['Golf cart for stadium staff', 'vehicle', 'Club Car', 'CC-GLF', 'Main Stadium', [38000, 45000]],
  ['Ultrasound therapy unit', 'medicalEquipment', 'Chattanooga', 'CH-ULS', 'Sports Medicine Clinic', [18500, 23000]],
  ['جهاز تخطيط قلب ECG', 'medicalEquipment', 'GE Healthcare', 'GE-ECG', 'العيادة الطبية', [26000, 32000]],
  ['Cryotherapy ice bath', 'medicalEquipment', 'iCoolsport', 'IC-BTH', 'Recovery Room', [21000, 27500]],
  ['سرير علاج طبيعي كهربائي', 'medicalEquipment', 'Enraf-Nonius', 'EN-BED', 'عيادة العلاج الطبيعي', [9800, 12800]],
  ['Automated external defibrillator (AED)', 'medicalEquipment', 'Philips', 'PH-AED', 'Indoor Hall A', [6200, 7600]],
  ['مكتب تنفيذي خشبي', 'furniture', 'Steelcase', 'SC-DSK', 'مكتب الرئيس التنفيذي', [7200, 9800]],
  ['Boardroom table (16 seats)', 'furniture', 'Herman Miller', 'HM-TBL', 'Main Meeting Room', [28000, 36000]],
  ['كراسي مدرجات بديلة (دفعة 200 مقعد)', 'furniture', undefined, 'GS-SEA', 'المدرج الشرقي', [44000, 52000]],
  ['Locker units (changing room 1)', 'furniture', 'Spacepro', 'SP-LCK', 'Changing Room 1', [31000, 38000]],
  ['أسرة سكن اللاعبين (40 سرير)', 'furniture', 'IKEA', 'IK-BED', 'سكن اللاعبين - المبنى ب', [26000, 33000]],
  ['Reception sofa set', 'furniture', undefined, 'RC-SOF', 'Administration Building', [5400, 7300]],
  ['Swimming pool heat pump', 'building', 'Daikin', 'DK-HTP', 'Olympic Pool', [85000, 102000]],
  ['مولد كهربائي احتياطي 500 كيلوفولت أمبير', 'building', 'Caterpillar', 'CAT-GEN', 'غرفة الكهرباء - الملعب الرئيسي', [310000, 365000]],
  ['Central AC chiller, indoor halls', 'building', 'Carrier', 'CR-CHL', 'Sports Complex Roof', [420000, 495000]],
  ['نظام إنارة كاشفة LED للملعب', 'building', 'Philips', 'PH-FLD', 'الملعب الرئيسي', [690000, 780000]],
  ['Artificial turf (training pitch 3)', 'building', 'FieldTurf', 'FT-TRF', 'Training Pitch 3', [520000, 610000]],
  ['Irrigation pump station', 'building', 'Grundfos', 'GF-PMP', 'Pump Room', [64000, 78000]],
  ['كاميرات مراقبة (32 كاميرا)', 'electronics', 'Hikvision', 'HK-CCTV', 'غرفة التحكم الأمني', [58000, 69000]],
  ['Public address system', 'electronics', 'Bose', 'BS-PAS', 'Main Stadium', [76000, 92000]],
  ['Tactical board magnetic (large)', 'other', 'Sportime', 'ST-TAC', 'Coaches Office', [900, 1400]],
  ['خيمة معسكر كبيرة', 'other', undefined, 'CP-TNT', 'مستودع المعسكرات', [12500, 16000]],
  ['Trophy display cabinet', 'other', undefined, 'TR-CAB', 'Club Museum', [8800, 11500]],
  ['عربة نقل المعدات الرياضية', 'other', undefined, 'EQ-CRT', 'مستودع المعدات', [1600, 2400]],
  ['Bench press station', 'sportsEquipment', 'Hammer Strength', 'HS-BNP', 'Main Gym', [11000, 14500]],
  ['رف أثقال وحلقات أولمبية', 'sportsEquipment', 'Eleiko', 'EL-RCK', 'صالة اللياقة', [19000, 24500]],
];

const NOTES = [
  'Annual service included in the supplier contract.',
  'يخضع للصيانة الدورية كل ستة أشهر.',
  'Handed over to the responsible employee with a signed custody receipt.',
  'تم تسجيله في سجل العهد.',
  'Spare parts available at the main warehouse.',
];

/** Each asset's category (by code) in the demo's chart of asset categories. */
const categoryOf = (name: string, type: AssetType): string => {
  if (/GPS|Veo|تحليل/i.test(name)) return 'SPT-PAN';
  if (/Treadmill|مشي|Spin|bike|Bench|Keiser/i.test(name)) return 'SPT-GYM';
  if (/bus|حافلة/i.test(name)) return 'VEH-BUS';
  if (/tractor|جرار|cart/i.test(name)) return 'VEH-GRD';
  return { sportsEquipment: 'SPT', furniture: 'FUR', electronics: 'ITE', vehicle: 'VEH', medicalEquipment: 'MED', building: 'BLD', other: 'FUR' }[type];
};

export const demo: DemoSeed = (ctx) => {
  const categories = ctx.records('assetCategories');
  const categoryIds = ctx.ids('assetCategories');
  const category = (code: string) => categoryIds[categories.findIndex((row) => row.code === code)];
  return ASSETS.map(([name, type, brand, prefix, location, [low, high]], index): DemoRow => {
    const status = ctx.oneOf(['inUse', 'inUse', 'inUse', 'inUse', 'inUse', 'available', 'available', 'available', 'underMaintenance', 'retired'] as const);
    const age = 30 + Math.floor(ctx.random() * 1800);
    const purchaseDate = ctx.dateFromToday(-age);
    const condition =
      status === 'retired'
        ? ctx.oneOf(['poor', 'needsRepair'] as const)
        : status === 'underMaintenance'
          ? 'needsRepair'
          : age < 365
            ? 'new'
            : ctx.oneOf(['good', 'good', 'fair'] as const);
    const value = Math.round((low + ctx.random() * (high - low)) * 4) / 4;
    return {
      name,
      categoryId: category(categoryOf(name, type)),
      serialNumber: `${prefix}-${purchaseDate.slice(0, 4)}-${String(1000 + index * 37).padStart(5, '0')}`,
      type,
      brand,
      location,
      status,
      condition,
      value,
      salvageValue: type === 'vehicle' ? Math.round(value * 0.1) : undefined,
      purchaseDate,
      warrantyExpiresAt: type === 'building' || ctx.random() < 0.15 ? undefined : ctx.dateFromToday(-age + ctx.oneOf([365, 730, 1095])),
      responsibleId: ctx.pick('users'),
      notes: ctx.random() < 0.4 ? ctx.oneOf(NOTES) : undefined,
    };
  });
};
