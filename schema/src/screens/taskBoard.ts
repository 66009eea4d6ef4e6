import { defineScreen } from '../screen';

// The tasks as a board (SPEC §2 /tasksView): a column per status in the states' order; a task is
// moved by drag and drop or by keyboard, as an edit of its status with the same rules and version
// check as the edit form.
export const taskBoard = defineScreen({
  name: 'taskBoard',
  route: '/tasksView',
  menu: { group: 'internalOps', icon: 'ViewList', order: 10 },
});
