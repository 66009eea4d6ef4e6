import { defineResource, f } from '../index';

// What is to be done about a letter, by whom and by when (SPEC §2 /IncomingOutgoing/TasksAndFollowUp,
// permission label "Tasks & Follow up"): done with the time it was done, or cancelled.
export const correspondenceFollowUps = defineResource({
  name: 'correspondenceFollowUps',
  route: '/IncomingOutgoing/TasksAndFollowUp',
  menu: { group: 'correspondence', icon: 'TaskAlt', order: 20 },
  recordRepresentation: 'action',
  fields: {
    correspondenceId: f.reference('correspondence', { required: true }),
    action: f.text({ required: true, maxLength: 300, search: true }),
    assignedToId: f.reference('users', { required: true, notifies: 'assigned' }),
    dueDate: f.date({ required: true }),
    status: f.enum(['open', 'done', 'cancelled'], { required: true, default: 'open' }),
    doneAt: f.datetime({ readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['correspondenceId', 'action', 'assignedToId', 'dueDate', 'status', 'doneAt'], sort: ['dueDate', 'ASC'] },
  filters: { status: { alwaysOn: true }, assignedToId: { alwaysOn: true }, correspondenceId: {}, dueDate: { ops: ['gte', 'lte'] } },
  // The person it is referred to hears of it the day before it is due, and on the day.
  reminders: { due: { date: 'dueDate', daysBefore: [1, 0], to: ['assignedToId'], when: { status: ['open'] } } },
  checks: {
    doneIsFinal: { kind: 'override', field: 'status' },
  },
});
