import type { DemoContext } from '../demo-seed';

// The academy's boarders, planned once for the stays and the room assignments: the first boys and
// girls of the squad, the boys in Building A and the girls in Building B.

/** A demo place by its name. */
export const placeNamed = (ctx: DemoContext, name: string): string | undefined => {
  const index = ctx.records('facilities').findIndex((row) => row.name === name);
  return index === -1 ? undefined : ctx.ids('facilities')[index];
};

export const BOYS_BUILDING = 'سكن اللاعبين - المبنى أ';
export const GIRLS_BUILDING = 'سكن اللاعبين - المبنى ب';

/** Rooms: [building, number, floor, beds, gender, status]. */
export const ROOMS = [
  ...[101, 102, 103, 104, 105, 106, 107, 108].map((number) => [BOYS_BUILDING, String(number), 1, number === 108 ? 3 : 2, 'male', number === 107 ? 'maintenance' : 'inService'] as const),
  ...[201, 202, 203, 204, 205, 206].map((number) => [GIRLS_BUILDING, String(number), 2, 2, 'female', number === 206 ? 'closed' : 'inService'] as const),
];

/** Each boarder: the player's id, gender and place in the plan (the players' demo order). */
export const boardersOf = (ctx: DemoContext): { id: string; gender: string }[] => {
  const players = ctx.records('players');
  const ids = ctx.ids('players');
  const pick = (gender: string, count: number) =>
    players.map((player, index) => ({ id: ids[index]!, gender: String(player.gender) })).filter((player) => player.gender === gender).slice(0, count);
  return [...pick('male', 10), ...pick('female', 5)];
};
