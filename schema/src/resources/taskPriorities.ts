import { defineResource, f } from '../index';
import { tasks } from './tasks';

// How each task priority shows and what it promises (SPEC §2 /tasksPriorities, edited with the
// states at /tasks/settings), a row per priority kept by the server: its name in both languages, colour, and the days a task of it is
// given: a new task without a due date is due that many days later.
export const taskPriorities = defineResource({
  name: 'taskPriorities',
  route: '/tasksPriorities',
  menu: { group: 'internalOps', icon: 'TaskAlt', order: 13, sidebar: false },
  recordRepresentation: 'priority',
  serverRows: true,
  rowPerValue: 'priority',
  fields: {
    priority: f.enum(tasks.fields.priority.values, { required: true, unique: true, readOnly: true }),
    // Empty: the status's own label.
    name: f.text({ maxLength: 60 }),
    nameAr: f.text({ maxLength: 60 }),
    color: f.enum(['grey', 'blue', 'amber', 'red'], { required: true, default: 'grey' }),
    responseDays: f.integer({ min: 0, max: 365 }),
  },
  list: { columns: ['priority', 'nameAr', 'name', 'color', 'responseDays'], sort: ['priority', 'ASC'] },
  filters: { priority: { alwaysOn: true }, color: {} },
});
