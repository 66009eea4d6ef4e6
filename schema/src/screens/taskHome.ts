import { defineScreen } from '../screen';

// The tasks' home (SPEC §2 /tasks/taskhome): the signed-in user's own work at a glance: their
// open tasks, those due today and overdue, the open tasks nobody has, and their next ones by date.
export const taskHome = defineScreen({
  name: 'taskHome',
  route: '/tasks/taskhome',
  menu: { group: 'internalOps', icon: 'Home', order: 0 },
});
