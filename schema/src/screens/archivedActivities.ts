import { defineScreen } from '../screen';

// The executive unit's archive (SPEC §2 /Executive/ArchivedActivities): meetings completed or
// cancelled and visits that ended, newest first, searchable, each opening its own record (read-only here).
export const archivedActivities = defineScreen({
  name: 'archivedActivities',
  route: '/Executive/ArchivedActivities',
  menu: { group: 'visits', icon: 'Inventory2', order: 80 },
});
