import { defineResource, f } from '../index';

// What each employee has left of each leave type kept as a balance: the sum of its movements,
// kept by the server (a row is made with an employee's first movement of the type). An employee
// with an account reads their own.
export const leaveBalances = defineResource({
  name: 'leaveBalances',
  route: '/hr/LeaveBalances',
  menu: { group: 'hr', icon: 'EventBusy', order: 40, screen: 'leave' },
  recordRepresentation: ['employeeId', 'leaveTypeId'],
  readOnly: true,
  fields: {
    employeeId: f.reference('employees', { required: true }),
    leaveTypeId: f.reference('leaveTypes', { required: true }),
    balance: f.decimal({ readOnly: true }),
  },
  uniqueTogether: [['employeeId', 'leaveTypeId']],
  rollups: { balance: { kind: 'sum', of: 'leaveMovements', via: 'leaveBalanceId', field: 'days', into: 'balance' } },
  list: { columns: ['employeeId', 'leaveTypeId', 'balance', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
  filters: { employeeId: { alwaysOn: true }, leaveTypeId: { alwaysOn: true }, balance: { ops: ['gte', 'lte'] } },
  access: { member: ['list', 'show'] },
  scope: { owners: ['employeeId.userId'], everyone: { grant: 'allLeaveBalances', roles: ['manager'] } },
});
