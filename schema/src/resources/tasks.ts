import { defineResource, f } from '../index';

export const tasks = defineResource({
  name: 'tasks',
  route: '/tasks',
  menu: { group: 'internalOps', icon: 'TaskAlt' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    description: f.longText({ maxLength: 5000 }),
    status: f.enum(['backlog', 'todo', 'in progress', 'done', 'canceled'], { required: true, default: 'todo' }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    label: f.enum(['bug', 'feature', 'documentation']),
    assigneeId: f.reference('users', { notifies: 'assigned' }),
    dueDate: f.date(),
    projectId: f.reference('projects'),
    // Opens at /tasksView/{id} for anyone with the link (the public page shows only shareable tasks).
    shareable: f.boolean({ default: false }),
  },
  list: { columns: ['title', 'status', 'priority', 'label', 'assigneeId', 'dueDate'], sort: ['createdAt', 'DESC'] },
  // SPEC §2: /tasksView/{id} opens without signing in (a task shared with someone outside the office),
  // for a task marked shareable only.
  // Its assignee hears of it the day before it is due.
  reminders: { due: { date: 'dueDate', daysBefore: [1], to: ['assigneeId'], when: { status: ['backlog', 'todo', 'in progress'] } } },
  publicPage: { route: '/tasksView', fields: ['title', 'description', 'status', 'priority', 'label', 'dueDate'], shownWhen: 'shareable' },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, label: {}, assigneeId: {}, projectId: {}, dueDate: { ops: ['gte', 'lte'] } },
  checks: {
    projectOpen: { kind: 'override', field: 'projectId' },
    statusLimit: { kind: 'override', field: 'status' },
  },
});
