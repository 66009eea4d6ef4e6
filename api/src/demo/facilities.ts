import type { DemoRow, DemoSeed } from './demo-seed';

type FacilityType = 'stadium' | 'trainingPitch' | 'hall' | 'gym' | 'pool' | 'court' | 'residence' | 'clinic' | 'camp';

// [name, type, capacity, location, hourly rate (SAR) or undefined, lighting, description?]
const FACILITIES: readonly (readonly [string, FacilityType, number, string, number | undefined, boolean, string?])[] = [
  ['Main Stadium', 'stadium', 22500, 'Riyadh HQ, King Abdullah Road', 4500, true, 'Natural grass, 105 x 68 m, covered west stand and VIP lounge.'],
  ['الملعب الفرعي', 'stadium', 3000, 'المقر الرئيسي - الرياض', 1800, true, 'ملعب عشب طبيعي مع مدرج شرقي.'],
  ['Training Pitch 1', 'trainingPitch', 200, 'Training ground, Riyadh HQ', 600, true, 'Natural grass, reserved for the first team.'],
  ['ملعب التدريب رقم 2', 'trainingPitch', 150, 'ملاعب التدريب - المقر الرئيسي', 450, true],
  ['Training Pitch 3 (artificial)', 'trainingPitch', 150, 'Training ground, Riyadh HQ', 400, true, 'FIFA Quality Pro artificial turf.'],
  ['ملعب البراعم (7 لاعبين)', 'trainingPitch', 80, 'أكاديمية النادي - حي النرجس', 250, true],
  ['Academy Pitch A', 'trainingPitch', 120, 'Academy, Al-Narjis district', 300, true],
  ['ملعب الأكاديمية - جدة', 'trainingPitch', 120, 'جدة - حي الروضة', 300, true],
  ['Academy Pitch, Dammam', 'trainingPitch', 100, 'Dammam, Al-Faisaliyah district', 300, false],
  ['Indoor Hall A', 'hall', 1200, 'Sports complex, Riyadh HQ', 900, true, 'Multi-purpose hall for futsal, basketball and volleyball.'],
  ['القاعة المغلقة ب', 'hall', 800, 'المجمع الرياضي - المقر الرئيسي', 750, true],
  ['Conference Hall', 'hall', 250, 'Administration building, 1st floor', 650, false, 'Press conferences and general assembly meetings.'],
  ['قاعة كبار الزوار', 'hall', 60, 'الملعب الرئيسي - المدرج الغربي', 1200, false],
  ['Main Meeting Room', 'hall', 24, 'Administration building, 2nd floor', undefined, false],
  ['Main Gym', 'gym', 80, 'Sports complex, Riyadh HQ', 300, false, 'Cardio, strength and functional training zones.'],
  ['صالة اللياقة - الأكاديمية', 'gym', 40, 'أكاديمية النادي - حي النرجس', 200, false],
  ['Women\'s Fitness Studio', 'gym', 35, 'Women\'s sports hall, King Fahd Road', 220, false],
  ['Olympic Pool', 'pool', 400, 'Aquatics centre, Riyadh HQ', 1500, true, '50 m, 10 lanes, heated.'],
  ['مسبح التدريب', 'pool', 80, 'مركز الرياضات المائية - المقر الرئيسي', 500, true],
  ['Recovery Pool', 'pool', 15, 'Sports medicine clinic', undefined, false, 'Hydrotherapy and recovery sessions only.'],
  ['Padel Court 1', 'court', 40, 'Racket sports area, Riyadh HQ', 250, true],
  ['ملعب بادل 2', 'court', 40, 'منطقة ألعاب المضرب - المقر الرئيسي', 250, true],
  ['Tennis Court', 'court', 120, 'Racket sports area, Riyadh HQ', 200, true],
  ['ملعب كرة السلة الخارجي', 'court', 300, 'المقر الرئيسي - الساحة الشرقية', 180, true],
  ['Beach Volleyball Court', 'court', 150, 'Riyadh HQ, east plaza', 150, true],
  ['Players\' Residence, Building A', 'residence', 64, 'Residence compound, Riyadh HQ', undefined, false, '32 double rooms for academy boarders.'],
  ['سكن اللاعبين - المبنى ب', 'residence', 48, 'مجمع السكن - المقر الرئيسي', undefined, false, 'غرف مزدوجة مع صالة مذاكرة.'],
  ['First Team Hotel Wing', 'residence', 40, 'Club hotel, Riyadh HQ', undefined, false],
  ['Sports Medicine Clinic', 'clinic', 30, 'Sports complex, ground floor', undefined, false, 'Physiotherapy, sports medicine and rehab.'],
  ['العيادة الطبية - الأكاديمية', 'clinic', 12, 'أكاديمية النادي - حي النرجس', undefined, false],
  ['Dental & Nutrition Clinic', 'clinic', 8, 'Administration building, ground floor', undefined, false],
  ['Abha Summer Camp', 'camp', 120, 'Abha, Asir region', 2500, true, 'High-altitude pre-season camp site.'],
  ['معسكر الطائف - الهدا', 'camp', 80, 'الطائف - الهدا', 1800, true],
  ['Al-Ula Desert Camp', 'camp', 60, 'Al-Ula', 3000, false],
  ['Old Stadium', 'stadium', 9000, 'Al-Malaz, Riyadh', 1500, true, 'Under renovation.'],
];

const ASSIGNEES = [
  'First Team',
  'U-19 Team',
  'U-17 Team',
  'U-15 Team',
  'فريق الناشئين تحت 15 سنة',
  'فريق البراعم',
  'أكاديمية البنات',
  'Futsal Team',
  'فريق كرة السلة',
  'Saudi Arabian Football Federation',
  'Riyadh Schools League',
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
      name === 'Old Stadium'
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
