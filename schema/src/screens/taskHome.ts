import { defineDashboard } from '../dashboard';

// The tasks' home (SPEC §2 /tasks/taskhome): the signed-in user's own work at a glance: their
// open tasks, those due today and overdue, the open tasks nobody has, their next ones by date and
// their open ones by priority.
export const taskHome = defineDashboard({
  name: 'taskHome',
  route: '/tasks/taskhome',
  menu: { group: 'internalOps', icon: 'Home', order: 0 },
  widgets: [
    { kind: 'card', key: 'open', resource: 'tasks', filter: { assigneeId: '$user', status: ['backlog', 'todo', 'in progress'] } },
    { kind: 'card', key: 'dueToday', resource: 'tasks', filter: { assigneeId: '$user', status: ['backlog', 'todo', 'in progress'], dueDate_gte: '$today', dueDate_lte: '$today' } },
    { kind: 'card', key: 'overdue', resource: 'tasks', filter: { assigneeId: '$user', status: ['backlog', 'todo', 'in progress'], dueDate_lte: '$yesterday' } },
    { kind: 'card', key: 'unassigned', resource: 'tasks', filter: { assigneeId: null, status: ['backlog', 'todo', 'in progress'] } },
    { kind: 'list', key: 'next', resource: 'tasks', filter: { assigneeId: '$user', status: ['backlog', 'todo', 'in progress'] }, sort: ['dueDate', 'ASC'], limit: 8, fields: ['dueDate', 'status', 'priority'] },
    { kind: 'chart', key: 'byPriority', resource: 'tasks', filter: { assigneeId: '$user', status: ['backlog', 'todo', 'in progress'] }, by: { field: 'priority' } },
  ],
});
