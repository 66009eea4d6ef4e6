import { defineResource, f } from '../index';

// One pay tier of a leave type, written with it: its next `days` days are paid at `payPercent` of the
// wage (sick leave, art. 117: 30 days at 100, 60 at 75, 30 at 0, in a year). Read by the payroll.
export const leavePayTiers = defineResource({
  name: 'leavePayTiers',
  route: '/hr/LeaveTypes/payTiers',
  menu: { group: 'hr', icon: 'EventBusy', order: 44, sidebar: false },
  recordRepresentation: 'days',
  readOnly: true,
  fields: {
    leaveTypeId: f.reference('leaveTypes', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    days: f.integer({ required: true, min: 1, max: 366 }),
    payPercent: f.integer({ required: true, min: 0, max: 100 }),
  },
  list: { columns: ['leaveTypeId', 'position', 'days', 'payPercent'], sort: ['createdAt', 'DESC'] },
  filters: { leaveTypeId: { alwaysOn: true } },
  access: { member: ['list', 'show'] },
});
