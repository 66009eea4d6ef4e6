import type { DemoRow, DemoSeed } from './demo-seed';

// Priced from the places' rates; a confirmed one is invoiced under the club's VAT number.
export const after = ['websiteSettings', 'facilityRates'];

type Purpose = 'training' | 'match' | 'event' | 'meeting' | 'privateHire' | 'other';
type Status = 'requested' | 'confirmed' | 'completed' | 'cancelled';

// [place type, which of them, day (from today), hour (UTC), hours, title, purpose, status, booked for, attendees, the price once quoted by hand (the rates price it now)]
const BOOKINGS: readonly (readonly [string, number, number, number, number, string, Purpose, Status, string | undefined, number, number | undefined])[] = [
  ['stadium', 0, -12, 17, 3, 'مباراة ودية: الفريق الأول ضد نادي الرياض', 'match', 'completed', undefined, 8000, undefined],
  ['hall', 0, -8, 6, 2, 'ورشة المدربين الشهرية', 'meeting', 'completed', undefined, 40, undefined],
  ['court', 1, -5, 18, 2, 'دوري البادل - الجولة الثالثة', 'event', 'completed', 'نادي الرياض للبادل', 24, 1500],
  ['hall', 1, -2, 18, 3, 'حفل تكريم لاعبي الأكاديمية', 'event', 'cancelled', undefined, 300, undefined],
  ['stadium', 1, 2, 18, 2, 'نهائي البطولة المدرسية', 'privateHire', 'confirmed', 'مدرسة الرياض العالمية', 1200, 6000],
  ['hall', 0, 3, 6, 2, 'اجتماع مجلس الإدارة', 'meeting', 'confirmed', undefined, 25, undefined],
  ['court', 0, 4, 18, 2, 'تدريب فريق كرة السلة النسائي', 'training', 'confirmed', undefined, 20, undefined],
  ['stadium', 2, 6, 18, 3, 'مباراة ودية - فريق تحت 19', 'match', 'confirmed', undefined, 500, undefined],
  ['pool', 0, 7, 6, 2, 'مهرجان السباحة لعائلات الأعضاء', 'event', 'confirmed', undefined, 150, undefined],
  ['hall', 2, 9, 18, 2, 'محاضرة التغذية الرياضية', 'other', 'requested', undefined, 80, undefined],
  ['stadium', 0, 12, 18, 3, 'يوم كرة القدم للشركات', 'privateHire', 'requested', 'شركة الخليج للفعاليات', 400, 12000],
  ['court', 2, 14, 6, 2, 'دورة تدريبية في التنس', 'training', 'requested', undefined, 16, undefined],
  ['gym', 0, 15, 6, 2, 'تقييم اللياقة البدنية لفريق تحت 17 سنة', 'training', 'requested', undefined, 30, undefined],
  ['hall', 3, 20, 18, 2, 'اجتماع أولياء الأمور', 'meeting', 'cancelled', undefined, 120, undefined],
];

// Bookings of the stadiums, halls and courts, outside the squads' training hours: past ones
// completed, the coming ones confirmed or waiting, two cancelled.
export const demo: DemoSeed = (ctx) => {
  const places = ctx.records('facilities');
  const ids = ctx.ids('facilities');
  const ofType = (type: string) => ids.filter((_, index) => places[index]!.type === type && places[index]!.status !== 'underMaintenance' && places[index]!.status !== 'closed');
  const manager = ctx.ids('users')[5] ?? ctx.ids('users')[0]!;
  return BOOKINGS.flatMap(([type, which, day, hour, hours, title, purpose, status, bookedFor, attendees]): DemoRow[] => {
    const list = ofType(type);
    const facilityId = list[which % Math.max(1, list.length)];
    if (!facilityId) return [];
    const capacity = Number(places[ids.indexOf(facilityId)]!.capacity ?? attendees);
    const start = `${ctx.dateFromToday(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    return [{
      facilityId,
      title,
      purpose,
      bookedFor,
      startsAt: start,
      endsAt: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
      attendees: Math.min(attendees, capacity || attendees),
      status,
      cancellationReason: status === 'cancelled' ? (day < 0 ? 'أجّلها المنظمون.' : 'تعارض مع جدول المباريات.') : undefined,
      $by: manager,
    }];
  });
};
