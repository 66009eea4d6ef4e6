import type { DemoRow, DemoSeed } from './demo-seed';

type EventType = 'match' | 'tournament' | 'ceremony' | 'openDay' | 'workshop' | 'camp' | 'community' | 'other';
type Status = 'draft' | 'published' | 'completed' | 'cancelled';

// [title, Arabic title, type, venue type (or an outside location), day from today, hour (UTC), hours, capacity, status]
const EVENTS: readonly (readonly [string, string, EventType, string, number, number, number, number, Status])[] = [
  ['Season opening ceremony', 'حفل افتتاح الموسم', 'ceremony', 'stadium', -25, 16, 4, 15000, 'completed'],
  ['Academy open day', 'اليوم المفتوح للأكاديمية', 'openDay', 'trainingPitch', -10, 6, 6, 400, 'completed'],
  ['Sports nutrition workshop for parents', 'ورشة التغذية الرياضية لأولياء الأمور', 'workshop', 'hall', -4, 15, 2, 120, 'completed'],
  ['Ramadan community iftar', 'إفطار رمضاني مجتمعي', 'community', 'حديقة حي النرجس', -40, 14, 3, 500, 'cancelled'],
  ['U-13 invitational tournament', 'البطولة الودية تحت 13 سنة', 'tournament', 'trainingPitch', 5, 5, 9, 300, 'published'],
  ['Derby fan zone', 'منطقة المشجعين - الديربي', 'match', 'stadium', 4, 13, 5, 5000, 'published'],
  ['Coaching licence C workshop', 'ورشة رخصة التدريب C', 'workshop', 'hall', 8, 6, 7, 40, 'published'],
  ['Women\u2019s football festival', 'مهرجان كرة القدم النسائية', 'community', 'stadium', 12, 14, 5, 2500, 'published'],
  ['Winter camp send-off', 'توديع المعسكر الشتوي', 'camp', 'hall', 9, 3, 2, 200, 'published'],
  ['Honouring the league champions', 'تكريم أبطال الدوري', 'ceremony', 'hall', 20, 16, 3, 250, 'draft'],
  ['Club history exhibition', 'معرض تاريخ النادي', 'other', 'hall', 30, 7, 8, 600, 'draft'],
  ['National Day celebration', 'احتفال اليوم الوطني', 'community', 'stadium', 45, 15, 5, 20000, 'draft'],
];

// The club's events around today: the coming ones open for registration until the day before, a
// few still drafts, one cancelled; past ones are published here and completed once their
// participants came (eventParticipants' demo). Venues are the club's stadiums and halls.
export const demo: DemoSeed = (ctx) => {
  const places = ctx.records('facilities');
  const ofType = (type: string) => ctx.ids('facilities').filter((_, index) => places[index]!.type === type && places[index]!.status !== 'closed' && places[index]!.status !== 'underMaintenance');
  const organisers = [ctx.ids('users')[18], ctx.ids('users')[28], ctx.ids('users')[4]];
  return EVENTS.map(([title, titleAr, type, venue, day, hour, hours, capacity, status], index): DemoRow => {
    const venues = ofType(venue);
    const venueId = venues[index % Math.max(1, venues.length)];
    const venueCapacity = venueId ? Number(places[ctx.ids('facilities').indexOf(venueId)]!.capacity ?? capacity) : capacity;
    const startsAt = `${ctx.dateFromToday(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    return {
      title,
      titleAr,
      type,
      description: index % 2 ? `${titleAr}: فعالية مفتوحة للأعضاء وعائلاتهم وجماهير النادي.` : `${titleAr}: الدعوة عامة للأعضاء والعائلات والجماهير.`,
      venueId,
      location: venueId ? undefined : venue,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
      capacity: Math.min(capacity, venueCapacity),
      registrationOpensAt: `${ctx.dateFromToday(Math.min(day, 0) - 20)}T06:00:00.000Z`,
      registrationClosesAt: `${ctx.dateFromToday(day - 1)}T20:00:00.000Z`,
      organiserId: organisers[index % organisers.length],
      // Camps, workshops and tournaments charge a registration fee (VAT included); the rest are free.
      fee: type === 'camp' ? 750 : type === 'workshop' ? 150 : type === 'tournament' ? 100 : 0,
      status: status === 'completed' ? 'published' : status,
      cancellationReason: status === 'cancelled' ? 'تعذر الحصول على تصريح الحديقة في الموعد.' : undefined,
    };
  });
};
