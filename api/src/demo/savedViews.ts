import type { DemoRow, DemoSeed } from './demo-seed';

const TASKS_DUE = { filter: { status: ['todo', 'in progress'] }, sort: { field: 'dueDate', order: 'ASC' }, columns: ['title', 'status', 'priority', 'assigneeId', 'dueDate'], perPage: 25 };
const HIGH_PRIORITY = { filter: { priority: ['high', 'critical'] }, sort: { field: 'dueDate', order: 'ASC' }, columns: ['title', 'priority', 'assigneeId', 'dueDate'], perPage: 25 };
const ACTIVE_STAFF = { filter: { status: ['active'] }, sort: { field: 'firstName', order: 'ASC' }, columns: ['firstName', 'lastName', 'roleId', 'status'], perPage: 50 };

// [owner (index among the demo's users), name, list, state, shared with (a role's key), pinned]
const VIEWS: readonly (readonly [number, string, string, object, string | null, boolean])[] = [
  [1, 'My open tasks', 'tasks', TASKS_DUE, null, true],
  [1, 'Urgent this week', 'tasks', HIGH_PRIORITY, 'manager', true],
  [2, 'المهام المفتوحة', 'tasks', TASKS_DUE, null, true],
  [2, 'الموظفون النشطون', 'users', ACTIVE_STAFF, 'admin', false],
  [3, 'Board follow-ups', 'tasks', HIGH_PRIORITY, null, false],
  [3, 'Active staff', 'users', ACTIVE_STAFF, null, true],
  [4, 'Academy to do', 'tasks', TASKS_DUE, null, true],
  [5, 'مهام عاجلة', 'tasks', HIGH_PRIORITY, null, true],
  [7, 'Maintenance queue', 'tasks', TASKS_DUE, 'manager', true],
  [11, 'HR tasks', 'tasks', TASKS_DUE, null, false],
  [12, 'فريق العمل', 'users', ACTIVE_STAFF, null, false],
  [19, 'Finance follow-ups', 'tasks', HIGH_PRIORITY, 'admin', true],
];

// The lists people come back to, kept by name; some shared with a role, some pinned to the sidebar.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return VIEWS.map(([owner, name, resource, state, sharedWithRoleId, pinned]): DemoRow => ({ name, resource, state, sharedWithRoleId, pinned, $by: users[owner] }));
};
