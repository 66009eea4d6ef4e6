import { defineScreen } from '../screen';

// The tasks' history (SPEC §2 /TaskHistory): every change to a task, newest first, with who changed
// which field from what to what, read from the audit trail.
export const taskHistory = defineScreen({
  name: 'taskHistory',
  route: '/TaskHistory',
  menu: { group: 'internalOps', icon: 'EventNote', order: 15 },
  // Read from the audit trail, which only those who read the audit log may read.
  access: { manager: [], cashier: [], member: [] },
});
