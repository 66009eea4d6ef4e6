import type { DemoRow, DemoSeed } from './demo-seed';

type Purpose = 'match' | 'training' | 'camp' | 'event' | 'school' | 'other';
type Status = 'scheduled' | 'departed' | 'completed' | 'cancelled';

// [bus, driver (indexes of the available ones), route, purpose, destination, day from today, hour (UTC), hours, status, km]
const TRIPS: readonly (readonly [number, number, number, Purpose, string, number, number, number, Status, number])[] = [
  [0, 0, 8, 'match', 'Dammam: league away match', -20, 4, 14, 'completed', 842],
  [1, 1, 3, 'match', 'King Fahd Stadium: cup quarter-final', -12, 13, 6, 'completed', 41],
  [2, 2, 0, 'school', 'مدارس الشمال: نقل لاعبي الأكاديمية', -6, 11, 3, 'completed', 52],
  [3, 3, 5, 'training', 'Training ground shuttle', -3, 4, 2, 'completed', 13],
  [4, 4, 6, 'training', 'Women\u2019s hall: evening training', -2, 13, 3, 'cancelled', 0],
  [5, 5, 4, 'other', 'King Khalid Airport: new signings', -1, 3, 3, 'completed', 79],
  [6, 6, 1, 'school', 'جولة الأكاديمية الشرقية', 0, 11, 2, 'departed', 0],
  [7, 7, 5, 'training', 'Training ground shuttle (morning)', 0, 4, 2, 'departed', 0],
  [0, 1, 7, 'match', 'Buraydah: league away match', 2, 5, 12, 'scheduled', 0],
  [1, 0, 3, 'match', 'King Fahd Stadium: derby', 4, 14, 6, 'scheduled', 0],
  [2, 3, 2, 'school', 'جولة الأكاديمية الجنوبية', 1, 11, 2, 'scheduled', 0],
  [8, 2, 9, 'camp', 'Dammam: U-17 winter camp', 9, 4, 8, 'scheduled', 0],
  [3, 5, 6, 'event', 'Women\u2019s hall: open day', 6, 12, 4, 'scheduled', 0],
  [4, 6, 10, 'camp', 'Abha: summer camp (postponed)', 30, 2, 12, 'cancelled', 0],
];

// Trips of the fleet, a few weeks either side of today: away matches, school runs, the residence
// shuttle and camps. Buses and drivers never overlap; past trips are completed with their odometer
// readings, today's are on the road, one cancelled each side of today.
export const demo: DemoSeed = (ctx) => {
  const buses = ctx.ids('buses');
  const records = ctx.records('drivers');
  const available = ctx.ids('drivers').filter((_, index) => records[index]!.status === 'active' && records[index]!.available !== false);
  const routes = ctx.ids('busRoutes');
  const teams = ctx.ids('teams');
  const matches = ctx.ids('matches');
  const odometers = new Map<number, number>();
  return TRIPS.map(([bus, driver, route, purpose, destination, day, hour, hours, status, km], index): DemoRow => {
    const departureAt = `${ctx.dateFromToday(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const start = odometers.get(bus) ?? 48_000 + bus * 9_250;
    if (status === 'completed') odometers.set(bus, start + km);
    return {
      busId: buses[bus],
      driverId: available[driver % available.length],
      routeId: routes[route],
      purpose,
      teamId: purpose === 'match' || purpose === 'training' || purpose === 'camp' ? teams[index % teams.length] : undefined,
      matchId: purpose === 'match' ? matches[index % matches.length] : undefined,
      destination,
      departureAt,
      returnAt: new Date(Date.parse(departureAt) + hours * 3_600_000).toISOString(),
      status,
      odometerStart: status === 'completed' || status === 'departed' ? start : undefined,
      odometerEnd: status === 'completed' ? start + km : undefined,
      cancellationReason: status === 'cancelled' ? (day < 0 ? 'Training moved to the main hall.' : 'أُجّل المعسكر إلى موعد لاحق.') : undefined,
    };
  });
};
