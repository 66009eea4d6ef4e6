import { defineResource, f } from '../index';
import { tasks } from './tasks';

// How each task status shows and behaves (SPEC §2 /taskStates, edited with the priorities at
// /tasks/settings), a row per status kept by the server: its name in both languages, colour and
// column on the board, and a work-in-progress limit: a status with a limit takes no more tasks
// once it holds that many.
export const taskStates = defineResource({
  name: 'taskStates',
  route: '/taskStates',
  menu: { group: 'internalOps', icon: 'TaskAlt', order: 12, sidebar: false },
  recordRepresentation: 'status',
  serverRows: true,
  rowPerValue: 'status',
  fields: {
    status: f.enum(tasks.fields.status.values, { required: true, unique: true, readOnly: true }),
    // Empty: the status's own label.
    name: f.text({ maxLength: 60 }),
    nameAr: f.text({ maxLength: 60 }),
    color: f.enum(['grey', 'blue', 'amber', 'green', 'red'], { required: true, default: 'grey' }),
    position: f.integer({ required: true, min: 0, max: 20, default: 0 }),
    wipLimit: f.integer({ min: 1, max: 500 }),
  },
  list: { columns: ['position', 'status', 'nameAr', 'name', 'color', 'wipLimit'], sort: ['position', 'ASC'] },
  filters: { status: { alwaysOn: true }, color: {} },
});
