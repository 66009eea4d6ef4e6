import type { DemoRow, DemoSeed } from './demo-seed';

type FacilityType = 'stadium' | 'trainingPitch' | 'hall' | 'gym' | 'pool' | 'court' | 'residence' | 'clinic' | 'camp';

// [name, type, capacity, location, hourly rate (SAR) or undefined, lighting, description?]
const FACILITIES: readonly (readonly [string, FacilityType, number, string, number | undefined, boolean, string?])[] = [
  ['الملعب الرئيسي', 'stadium', 22500, 'المقر الرئيسي - الرياض، طريق الملك عبدالله', 4500, true, 'عشب طبيعي بمقاس 105 × 68 م، ومدرج غربي مظلل ومقصورة لكبار الزوار.'],
  ['الملعب الفرعي', 'stadium', 3000, 'المقر الرئيسي - الرياض', 1800, true, 'ملعب عشب طبيعي مع مدرج شرقي.'],
  ['ملعب التدريب رقم 1', 'trainingPitch', 200, 'ملاعب التدريب - المقر الرئيسي', 600, true, 'عشب طبيعي، مخصص للفريق الأول.'],
  ['ملعب التدريب رقم 2', 'trainingPitch', 150, 'ملاعب التدريب - المقر الرئيسي', 450, true],
  ['ملعب التدريب رقم 3 (عشب صناعي)', 'trainingPitch', 150, 'ملاعب التدريب - المقر الرئيسي', 400, true, 'عشب صناعي معتمد وفق معيار FIFA Quality Pro.'],
  ['ملعب البراعم (7 لاعبين)', 'trainingPitch', 80, 'أكاديمية النادي - حي النرجس', 250, true],
  ['ملعب الأكاديمية (أ)', 'trainingPitch', 120, 'أكاديمية النادي - حي النرجس', 300, true],
  ['ملعب الأكاديمية - جدة', 'trainingPitch', 120, 'جدة - حي الروضة', 300, true],
  ['ملعب الأكاديمية - الدمام', 'trainingPitch', 100, 'الدمام - حي الفيصلية', 300, false],
  ['القاعة المغلقة أ', 'hall', 1200, 'المجمع الرياضي - المقر الرئيسي', 900, true, 'صالة متعددة الأغراض لكرة الصالات وكرة السلة والكرة الطائرة.'],
  ['القاعة المغلقة ب', 'hall', 800, 'المجمع الرياضي - المقر الرئيسي', 750, true],
  ['قاعة المؤتمرات', 'hall', 250, 'المبنى الإداري - الدور الأول', 650, false, 'للمؤتمرات الصحفية واجتماعات الجمعية العمومية.'],
  ['قاعة كبار الزوار', 'hall', 60, 'الملعب الرئيسي - المدرج الغربي', 1200, false],
  ['قاعة الاجتماعات الرئيسية', 'hall', 24, 'المبنى الإداري - الدور الثاني', undefined, false],
  ['الصالة الرياضية الرئيسية', 'gym', 80, 'المجمع الرياضي - المقر الرئيسي', 300, false, 'مناطق لتمارين القلب والقوة والتدريب الوظيفي.'],
  ['صالة اللياقة - الأكاديمية', 'gym', 40, 'أكاديمية النادي - حي النرجس', 200, false],
  ['استوديو اللياقة النسائي', 'gym', 35, 'الصالة الرياضية النسائية - طريق الملك فهد', 220, false],
  ['المسبح الأولمبي', 'pool', 400, 'مركز الرياضات المائية - المقر الرئيسي', 1500, true, 'بطول 50 م، 10 حارات، مياه مدفأة.'],
  ['مسبح التدريب', 'pool', 80, 'مركز الرياضات المائية - المقر الرئيسي', 500, true],
  ['مسبح الاستشفاء', 'pool', 15, 'عيادة الطب الرياضي', undefined, false, 'لجلسات العلاج المائي والاستشفاء فقط.'],
  ['ملعب بادل 1', 'court', 40, 'منطقة ألعاب المضرب - المقر الرئيسي', 250, true],
  ['ملعب بادل 2', 'court', 40, 'منطقة ألعاب المضرب - المقر الرئيسي', 250, true],
  ['ملعب التنس', 'court', 120, 'منطقة ألعاب المضرب - المقر الرئيسي', 200, true],
  ['ملعب كرة السلة الخارجي', 'court', 300, 'المقر الرئيسي - الساحة الشرقية', 180, true],
  ['ملعب الكرة الطائرة الشاطئية', 'court', 150, 'المقر الرئيسي - الساحة الشرقية', 150, true],
  ['سكن اللاعبين - المبنى أ', 'residence', 64, 'مجمع السكن - المقر الرئيسي', undefined, false, '32 غرفة مزدوجة للاعبي الأكاديمية المقيمين.'],
  ['سكن اللاعبين - المبنى ب', 'residence', 48, 'مجمع السكن - المقر الرئيسي', undefined, false, 'غرف مزدوجة مع صالة مذاكرة.'],
  ['جناح الفريق الأول بالفندق', 'residence', 40, 'فندق النادي - المقر الرئيسي', undefined, false],
  ['عيادة الطب الرياضي', 'clinic', 30, 'المجمع الرياضي - الدور الأرضي', undefined, false, 'العلاج الطبيعي والطب الرياضي والتأهيل.'],
  ['العيادة الطبية - الأكاديمية', 'clinic', 12, 'أكاديمية النادي - حي النرجس', undefined, false],
  ['عيادة الأسنان والتغذية', 'clinic', 8, 'المبنى الإداري - الدور الأرضي', undefined, false],
  ['معسكر أبها الصيفي', 'camp', 120, 'أبها - منطقة عسير', 2500, true, 'موقع مرتفع لمعسكرات الإعداد قبل الموسم.'],
  ['معسكر الطائف - الهدا', 'camp', 80, 'الطائف - الهدا', 1800, true],
  ['معسكر العلا الصحراوي', 'camp', 60, 'العلا', 3000, false],
  ['الملعب القديم', 'stadium', 9000, 'الرياض - حي الملز', 1500, true, 'تحت الترميم.'],
];

const ASSIGNEES = [
  'الفريق الأول',
  'فريق تحت 19 سنة',
  'فريق تحت 17 سنة',
  'فريق الشباب',
  'فريق الناشئين تحت 15 سنة',
  'فريق البراعم',
  'أكاديمية البنات',
  'فريق كرة الصالات',
  'فريق كرة السلة',
  'الاتحاد السعودي لكرة القدم',
  'دوري مدارس الرياض',
  'وزارة الرياضة',
];

/** Opening hours by type: residences and camps are open around the clock (no hours). */
const HOURS: Partial<Record<FacilityType, readonly [string, string]>> = {
  stadium: ['16:00', '23:30'],
  trainingPitch: ['06:00', '22:00'],
  hall: ['08:00', '23:00'],
  gym: ['05:30', '23:00'],
  pool: ['06:00', '21:00'],
  court: ['07:00', '23:30'],
  clinic: ['08:00', '17:00'],
};

const AMENITIES: Partial<Record<FacilityType, readonly string[]>> = {
  stadium: ['changingRooms', 'showers', 'parking', 'spectatorSeating', 'scoreboard', 'firstAid'],
  trainingPitch: ['changingRooms', 'showers', 'firstAid'],
  hall: ['changingRooms', 'parking', 'spectatorSeating', 'scoreboard'],
  gym: ['changingRooms', 'showers'],
  pool: ['changingRooms', 'showers', 'firstAid'],
  court: ['parking', 'scoreboard'],
};

/** Playing or floor area in square metres, roughly by type and capacity. */
/** The surfaces each kind of place may have (alternating among its places). */
const SURFACES: Partial<Record<FacilityType, readonly string[]>> = {
  stadium: ['naturalGrass'],
  trainingPitch: ['naturalGrass', 'artificialTurf'],
  hall: ['hardwood', 'synthetic'],
  court: ['synthetic', 'hardwood'],
  gym: ['synthetic'],
  pool: ['none'],
  camp: ['sand'],
};

const areaOf = (type: FacilityType, capacity: number): number | undefined => {
  if (type === 'stadium' || type === 'trainingPitch') return 7140;
  if (type === 'hall' || type === 'gym') return Math.round(capacity * 1.85 * 100) / 100;
  if (type === 'pool') return capacity > 100 ? 1250 : 312.5;
  if (type === 'court') return capacity > 100 ? 260.75 : 200;
  return undefined;
};

export const demo: DemoSeed = (ctx) =>
  FACILITIES.map(([name, type, capacity, location, hourlyRate, lighting, description], index): DemoRow => {
    const status =
      name === 'الملعب القديم'
        ? 'closed'
        : ctx.oneOf(['available', 'available', 'available', 'booked', 'booked', 'underMaintenance'] as const);
    const booked = status === 'booked';
    const shared = type !== 'residence' && type !== 'clinic';
    return {
      name,
      type,
      status,
      capacity,
      surface: /artificial|صناعي/i.test(name) ? 'artificialTurf' : SURFACES[type]?.[index % (SURFACES[type]?.length ?? 1)],
      location,
      bookingDate: booked ? ctx.dateFromToday(Math.floor(ctx.random() * 21)) : undefined,
      assignedTo: booked || (shared && ctx.random() < 0.3) ? ctx.oneOf(ASSIGNEES) : undefined,
      hourlyRate,
      lighting,
      description,
      areaSqm: areaOf(type, capacity),
      opensAt: HOURS[type]?.[0],
      closesAt: HOURS[type]?.[1],
      amenities: AMENITIES[type] ? [...AMENITIES[type]] : undefined,
    };
  });
