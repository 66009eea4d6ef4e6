import { defineResource, f } from '../index';

// Re-employment of a former employee (SPEC §2 /hr/Reemployment): only one whose service ended; once
// approved, the employee is active again in the new position from the new hire date.
export const reemployments = defineResource({
  name: 'reemployments',
  route: '/hr/Reemployment',
  menu: { group: 'hr', icon: 'People', order: 66 },
  recordRepresentation: ['employeeId', 'startDate'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    positionId: f.reference('positions', { required: true }),
    startDate: f.date({ required: true }),
    reason: f.longText({ required: true, maxLength: 2000 }),
    status: f.enum(['proposed', 'approved', 'declined'], { required: true, default: 'proposed' }),
  },
  list: { columns: ['employeeId', 'positionId', 'startDate', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: {} },
  checks: {
    decidedIsFinal: { kind: 'override', field: 'status' },
    formerEmployee: { kind: 'override', field: 'employeeId' },
  },
});
