import { defineResource, f } from '../index';

// Who works on a task and how (SPEC §2 /TaskAssignments): its owner (one per task, who is the
// task's assignee), contributors and reviewers, each person once per task.
export const taskAssignments = defineResource({
  name: 'taskAssignments',
  route: '/TaskAssignments',
  menu: { group: 'internalOps', icon: 'GroupAdd', order: 14 },
  recordRepresentation: 'role',
  fields: {
    taskId: f.reference('tasks', { required: true }),
    userId: f.reference('users', { required: true }),
    role: f.enum(['owner', 'contributor', 'reviewer'], { required: true, default: 'contributor' }),
    note: f.text({ maxLength: 300 }),
  },
  uniqueTogether: [['taskId', 'userId']],
  list: { columns: ['taskId', 'userId', 'role', 'note', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { taskId: { alwaysOn: true }, userId: { alwaysOn: true }, role: {} },
  constraints: {
    oneOwner: { kind: 'unique', fields: ['taskId', 'role'], when: { role: ['owner'] } },
  },
});
