import type { DemoRow, DemoSeed } from './demo-seed';

// Passengers of the trips on the road and to come: players of the academy and the first team,
// staff going with them, and a few guests (a journalist, a parent, a sponsor's guest).
export const demo: DemoSeed = (ctx) => {
  const trips = ctx.records('busTrips');
  const tripIds = ctx.ids('busTrips');
  const open = tripIds.filter((_, index) => trips[index]!.status === 'scheduled' || trips[index]!.status === 'departed');
  const routes = new Map(ctx.ids('busRoutes').map((id, index) => [id, ctx.records('busRoutes')[index]!]));
  const players = ctx.ids('players');
  const staff = ctx.ids('employees');
  const guests = [['Hassan Al-Amri (Al-Riyadiyah)', '+966 55 410 2290'], ['أم فيصل القحطاني', '+966 50 882 1471'], ['Gulf Bank guest', '+966 56 771 3004']] as const;
  const rows: DemoRow[] = [];
  open.forEach((tripId, tripIndex) => {
    const trip = trips[tripIds.indexOf(tripId)]!;
    const stops = (routes.get(trip.routeId as string)?.stops as { id?: string }[] | undefined) ?? [];
    const departed = trip.status === 'departed';
    for (let seat = 1; seat <= 3; seat += 1) {
      const n = tripIndex * 3 + seat;
      const type = seat === 3 && tripIndex < guests.length ? 'guest' : seat === 2 && tripIndex % 2 ? 'staff' : 'player';
      rows.push({
        tripId,
        passengerType: type,
        playerId: type === 'player' ? players[n % players.length] : undefined,
        employeeId: type === 'staff' ? staff[n % staff.length] : undefined,
        passengerName: type === 'guest' ? guests[tripIndex]![0] : undefined,
        phone: type === 'guest' ? guests[tripIndex]![1] : undefined,
        boardingStopId: stops[(seat - 1) % Math.max(1, stops.length - 1)]?.id,
        seatNumber: seat,
        // On the road: one dropped off at the first stop already, one on board, one who did not come.
        status: departed ? (['dropped', 'boarded', 'noShow'] as const)[seat - 1] : 'booked',
      });
    }
  });
  return rows;
};
