import type { DemoSeed } from './demo-seed';
import { demoPlayers } from './parts/academy';
import { demoParents } from './parts/parents';

export const demo: DemoSeed = function* (ctx) {
  const parents = ctx.ids('parents');
  const players = ctx.ids('players');
  const list = demoParents(demoPlayers(ctx.dateFromToday(0)));
  for (const [index, parent] of list.entries()) {
    for (const [place, relation] of parent.children) {
      yield {
        parentId: parents[index],
        playerId: players[place],
        relation,
        // A mother is the one to call for a child whose father is also listed (none here), else the first link is.
        isPrimaryContact: relation === 'father' || relation === 'mother' || relation === 'guardian' ? true : undefined,
        canPickUp: relation !== 'uncle' || place !== 28,
        notes: relation === 'guardian' ? 'Legal guardianship deed on file (صك ولاية).' : undefined,
      };
    }
  }
};
