import { defineDashboard } from '../dashboard';

// Tasks & Follow-up's report (SPEC §2 Tasks: /tasks/report): how the work stands: open and overdue
// tasks, every task by status, the open ones by priority and by assignee.
export const taskReport = defineDashboard({
  name: 'taskReport',
  route: '/tasks/report',
  menu: { group: 'internalOps', icon: 'BarChart', order: 1 },
  widgets: [
    { kind: 'card', key: 'open', resource: 'tasks', filter: { status: ['backlog', 'todo', 'in progress'] } },
    { kind: 'card', key: 'overdue', resource: 'tasks', filter: { status: ['backlog', 'todo', 'in progress'], dueDate_lte: '$yesterday' } },
    { kind: 'card', key: 'done', resource: 'tasks', filter: { status: 'done' } },
    { kind: 'chart', key: 'byStatus', resource: 'tasks', by: { field: 'status' } },
    { kind: 'chart', key: 'byPriority', resource: 'tasks', filter: { status: ['backlog', 'todo', 'in progress'] }, by: { field: 'priority' } },
    { kind: 'chart', key: 'byAssignee', resource: 'tasks', filter: { status: ['backlog', 'todo', 'in progress'] }, by: { field: 'assigneeId' } },
  ],
});
