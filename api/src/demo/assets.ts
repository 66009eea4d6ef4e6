import type { DemoRow, DemoSeed } from './demo-seed';

type AssetType = 'sportsEquipment' | 'furniture' | 'electronics' | 'vehicle' | 'medicalEquipment' | 'building' | 'other';

// [name, type, brand?, serial prefix, location, value range in SAR]
const ASSETS: readonly (readonly [string, AssetType, string | undefined, string, string, readonly [number, number]])[] = [
  ['جهاز مشي تكنوجيم Run 700', 'sportsEquipment', 'Technogym', 'TG-RUN', 'الصالة الرياضية الرئيسية', [38000, 52000]],
  ['جهاز مشي كهربائي', 'sportsEquipment', 'Life Fitness', 'LF-TRD', 'صالة اللياقة - مبنى الأكاديمية', [24000, 31000]],
  ['دراجة لياقة كايزر M3i', 'sportsEquipment', 'Keiser', 'KS-M3I', 'الصالة الرياضية الرئيسية', [6500, 8200]],
  ['دراجة ثابتة للتأهيل', 'medicalEquipment', 'Technogym', 'TG-RCL', 'عيادة العلاج الطبيعي', [9000, 12500]],
  ['آلة قذف الكرات JUGS', 'sportsEquipment', 'JUGS Sports', 'JG-BLM', 'ملعب التدريب رقم 1', [14000, 18500]],
  ['مرمى كرة قدم متنقل مقاس كامل', 'sportsEquipment', 'Kwik Goal', 'KG-GOL', 'ملعب التدريب رقم 2', [7800, 9600]],
  ['مرميان متنقلان لكرة الصالات (زوج)', 'sportsEquipment', 'Precision', 'PR-FUT', 'الصالة المغلقة (أ)', [3200, 4100]],
  ['طقم سترات تتبع الأداء GPS (30 سترة)', 'electronics', 'Catapult', 'CT-GPS', 'مكتب محللي الأداء', [145000, 180000]],
  ['كاميرا تحليل المباريات Veo', 'electronics', 'Veo', 'VEO-CAM', 'غرفة تحليل الأداء', [22000, 26000]],
  ['لوحة النتائج LED بطول 6 م', 'electronics', 'Daktronics', 'DK-SCB', 'الملعب الرئيسي', [210000, 260000]],
  ['شاشة عرض تفاعلية 86 بوصة', 'electronics', 'Samsung', 'SM-FLP', 'قاعة الاجتماعات الرئيسية', [17500, 21000]],
  ['حاسب محمول Dell Latitude 5440', 'electronics', 'Dell', 'DL-LAT', 'مكتب الإدارة المالية', [4200, 5200]],
  ['طابعة ليزر ملونة', 'electronics', 'HP', 'HP-CLJ', 'مكتب شؤون اللاعبين', [2800, 3600]],
  ['بوابة دوارة للتحكم بالدخول - البوابة 1', 'electronics', 'ZKTeco', 'ZK-TRN', 'البوابة الرئيسية', [16000, 19500]],
  ['جهاز بصمة للحضور والانصراف', 'electronics', 'ZKTeco', 'ZK-BIO', 'مبنى الإدارة - الاستقبال', [1400, 1900]],
  ['حافلة الفريق مرسيدس بنز توريزمو (49 مقعدًا)', 'vehicle', 'Mercedes-Benz', 'MB-BUS', 'مرآب النادي', [980000, 1150000]],
  ['حافلة نقل لاعبين تويوتا كوستر', 'vehicle', 'Toyota', 'TY-CST', 'مواقف النادي', [235000, 270000]],
  ['سيارة نقل تويوتا هايلكس (فريق الملاعب)', 'vehicle', 'Toyota', 'TY-HLX', 'مرآب النادي', [98000, 118000]],
  ['جرار قص العشب', 'vehicle', 'John Deere', 'JD-MWR', 'مستودع معدات الملاعب', [145000, 172000]],
  ['عربة جولف لموظفي الملعب', 'vehicle', 'Club Car', 'CC-GLF', 'الملعب الرئيسي', [38000, 45000]],
  ['جهاز العلاج بالموجات فوق الصوتية', 'medicalEquipment', 'Chattanooga', 'CH-ULS', 'عيادة الطب الرياضي', [18500, 23000]],
  ['جهاز تخطيط قلب ECG', 'medicalEquipment', 'GE Healthcare', 'GE-ECG', 'العيادة الطبية', [26000, 32000]],
  ['حوض الاستشفاء بالماء المثلج', 'medicalEquipment', 'iCoolsport', 'IC-BTH', 'غرفة الاستشفاء', [21000, 27500]],
  ['سرير علاج طبيعي كهربائي', 'medicalEquipment', 'Enraf-Nonius', 'EN-BED', 'عيادة العلاج الطبيعي', [9800, 12800]],
  ['جهاز الصدمات القلبية الخارجي الآلي (AED)', 'medicalEquipment', 'Philips', 'PH-AED', 'الصالة المغلقة (أ)', [6200, 7600]],
  ['مكتب تنفيذي خشبي', 'furniture', 'Steelcase', 'SC-DSK', 'مكتب الرئيس التنفيذي', [7200, 9800]],
  ['طاولة اجتماعات مجلس الإدارة (16 مقعدًا)', 'furniture', 'Herman Miller', 'HM-TBL', 'قاعة مجلس الإدارة', [28000, 36000]],
  ['كراسي مدرجات بديلة (دفعة 200 مقعد)', 'furniture', undefined, 'GS-SEA', 'المدرج الشرقي', [44000, 52000]],
  ['خزائن غرفة الملابس رقم 1', 'furniture', 'Spacepro', 'SP-LCK', 'غرفة الملابس رقم 1', [31000, 38000]],
  ['أسرة سكن اللاعبين (40 سرير)', 'furniture', 'IKEA', 'IK-BED', 'سكن اللاعبين - المبنى ب', [26000, 33000]],
  ['طقم كنب الاستقبال', 'furniture', undefined, 'RC-SOF', 'المبنى الإداري', [5400, 7300]],
  ['المضخة الحرارية للمسبح', 'building', 'Daikin', 'DK-HTP', 'المسبح الأولمبي', [85000, 102000]],
  ['مولد كهربائي احتياطي 500 كيلوفولت أمبير', 'building', 'Caterpillar', 'CAT-GEN', 'غرفة الكهرباء - الملعب الرئيسي', [310000, 365000]],
  ['وحدة التبريد المركزي للصالات المغلقة', 'building', 'Carrier', 'CR-CHL', 'سطح المجمع الرياضي', [420000, 495000]],
  ['نظام إنارة كاشفة LED للملعب', 'building', 'Philips', 'PH-FLD', 'أبراج الإنارة - الملعب الرئيسي', [690000, 780000]],
  ['عشب صناعي (ملعب التدريب رقم 3)', 'building', 'FieldTurf', 'FT-TRF', 'ملعب التدريب رقم 3', [520000, 610000]],
  ['محطة مضخات الري', 'building', 'Grundfos', 'GF-PMP', 'غرفة المضخات', [64000, 78000]],
  ['كاميرات مراقبة (32 كاميرا)', 'electronics', 'Hikvision', 'HK-CCTV', 'غرفة التحكم الأمني', [58000, 69000]],
  ['نظام الإذاعة الداخلية', 'electronics', 'Bose', 'BS-PAS', 'الملعب الرئيسي', [76000, 92000]],
  ['سبورة تكتيكية مغناطيسية (كبيرة)', 'other', 'Sportime', 'ST-TAC', 'مكتب المدربين', [900, 1400]],
  ['خيمة معسكر كبيرة', 'other', undefined, 'CP-TNT', 'مستودع المعسكرات', [12500, 16000]],
  ['خزانة عرض الكؤوس', 'other', undefined, 'TR-CAB', 'متحف النادي', [8800, 11500]],
  ['عربة نقل المعدات الرياضية', 'other', undefined, 'EQ-CRT', 'مستودع المعدات', [1600, 2400]],
  ['جهاز ضغط الصدر', 'sportsEquipment', 'Hammer Strength', 'HS-BNP', 'الصالة الرياضية الرئيسية', [11000, 14500]],
  ['رف أثقال وحلقات أولمبية', 'sportsEquipment', 'Eleiko', 'EL-RCK', 'صالة اللياقة', [19000, 24500]],
];

const NOTES = [
  'الصيانة السنوية مشمولة في عقد المورد.',
  'يخضع للصيانة الدورية كل ستة أشهر.',
  'سُلّم للموظف المسؤول بموجب محضر استلام عهدة موقّع.',
  'تم تسجيله في سجل العهد.',
  'قطع الغيار متوفرة في المستودع الرئيسي.',
];

/** Each asset's category (by code) in the demo's chart of asset categories. */
const categoryOf = (name: string, type: AssetType): string => {
  if (/GPS|Veo|تحليل|تتبع الأداء/i.test(name)) return 'SPT-PAN';
  if (/Treadmill|مشي|Spin|bike|Bench|Keiser|كايزر|ضغط الصدر/i.test(name)) return 'SPT-GYM';
  if (/bus|حافلة/i.test(name)) return 'VEH-BUS';
  if (/tractor|جرار|cart|عربة جولف/i.test(name)) return 'VEH-GRD';
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
