import type { DemoRow, DemoSeed } from './demo-seed';
import { boardersOf } from './parts/boarding';

// Each boarder's bed, following their stay: the boys two to a room in A, the girls in B; one boy
// moved rooms at his request (the first assignment ended, the next one from that day), the
// checked-out ones' assignments ended with their stay, the arriving ones' upcoming.
export const demo: DemoSeed = (ctx) => {
  const rooms = ctx.records('residenceRooms');
  const roomIds = ctx.ids('residenceRooms');
  const stays = ctx.records('playerResidences');
  const stayIds = ctx.ids('playerResidences');
  const usable = (gender: string) => roomIds.filter((_, index) => rooms[index]!.gender === gender && rooms[index]!.status === 'inService');
  const boys = usable('male');
  const girls = usable('female');
  const rows: DemoRow[] = [];
  boardersOf(ctx).forEach((player, index) => {
    const at = stays.findIndex((row) => row.playerId === player.id);
    const stay = stays[at];
    if (!stay) return;
    const residenceId = stayIds[at];
    const list = player.gender === 'male' ? boys : girls;
    const place = player.gender === 'male' ? index : index - 10;
    const roomId = list[Math.floor(place / 2) % list.length];
    if (!roomId) return;
    const bedNumber = (place % 2) + 1;
    const startOn = String(stay.checkInOn);
    if (index === 2) {
      // Moved at his request a month ago, to the three-bed room's third bed.
      const threeBed = roomIds.find((_, room) => rooms[room]!.beds === 3);
      rows.push({ residenceId, roomId, bedNumber, startOn, endOn: ctx.dateFromToday(-30), reason: 'arrival' });
      rows.push({ residenceId, roomId: threeBed, bedNumber: 3, startOn: ctx.dateFromToday(-30), reason: 'request', notes: 'Asked to share with his team-mates.' });
      return;
    }
    rows.push({
      residenceId,
      roomId,
      bedNumber,
      startOn,
      endOn: stay.checkOutOn ?? undefined,
      reason: index === 4 ? 'move' : index === 6 ? 'other' : 'arrival',
      notes: index === 6 ? 'Placed near the supervisor’s room.' : undefined,
    });
  });
  return rows;
};
