import { defineScreen } from '../screen';

// The tasks' settings (SPEC §2 /tasks/settings): the states and the priorities side by side, each
// row opening its edit form.
export const taskSettings = defineScreen({
  name: 'taskSettings',
  route: '/tasks/settings',
  menu: { group: 'internalOps', icon: 'Checklist', order: 11 },
});
