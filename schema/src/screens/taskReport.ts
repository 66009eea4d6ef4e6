import { defineScreen } from '../screen';

// Tasks & Follow-up's report (SPEC §2 Tasks: /tasks/report): how the work stands, by status and priority.
export const taskReport = defineScreen({
  name: 'taskReport',
  route: '/tasks/report',
  menu: { group: 'internalOps', icon: 'BarChart', order: 1 },
});
