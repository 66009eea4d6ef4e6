import type { DemoSeed } from './demo-seed';
import { demoPlayers } from './parts/academy';
import { demoParents } from './parts/parents';

// The first three parents had accounts before (users' demo: two signed up, one suspended): their
// rows link them as they are. The next six are invited now; the others are not invited yet.
export const demo: DemoSeed = (ctx) => {
  const parents = ctx.ids('parents');
  const admin = ctx.ids('users')[0]!;
  return demoParents(demoPlayers(ctx.dateFromToday(0)))
    .slice(0, 14)
    .map((parent, index) => ({
      parentId: parents[index],
      email: parent.email,
      notes: index === 2 ? 'Suspended at the father’s request during the custody review.' : index >= 9 ? 'بانتظار تحديث البريد الإلكتروني.' : undefined,
      $actions: index < 9 ? [{ name: 'invite', by: admin }] : [],
    }));
};
