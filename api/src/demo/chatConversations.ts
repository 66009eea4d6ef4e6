import type { DemoRow, DemoSeed } from './demo-seed';

// [kind, group name, starter (user), other members (users)]
const CONVERSATIONS: readonly (readonly ['direct' | 'group', string | undefined, number, readonly number[]])[] = [
  ['group', 'Match-day operations', 5, [24, 18, 7]],
  ['group', 'الأكاديمية - المدربون', 4, [13, 30]],
  ['group', 'Warehouse & maintenance', 6, [7, 21]],
  ['direct', undefined, 0, [1]],
  ['direct', undefined, 27, [3]],
  ['direct', undefined, 5, [24]],
  ['direct', undefined, 11, [12]],
  ['direct', undefined, 18, [28]],
  ['direct', undefined, 8, [9]],
  ['direct', undefined, 4, [13]],
  ['group', 'Executive office', 27, [3, 2]],
  ['direct', undefined, 0, [5]],
];

// Conversations between staff: a few working groups and direct threads.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return CONVERSATIONS.map(([kind, title, starter, others]): DemoRow => ({ kind, title, memberIds: others.map((user) => users[user]), $by: users[starter] }));
};
