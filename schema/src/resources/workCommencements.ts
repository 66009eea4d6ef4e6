import { defineResource, f } from '../index';

// Work commencement (SPEC §2 /hr/Direct, مباشرة): the day an employee starts or comes back from a
// leave; a return names its approved leave, and the days late back are counted by the server.
export const workCommencements = defineResource({
  name: 'workCommencements',
  route: '/hr/Direct',
  menu: { group: 'hr', icon: 'Badge', order: 24 },
  recordRepresentation: ['employeeId', 'commencementDate'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    kind: f.enum(['newHire', 'returnFromLeave', 'returnFromAssignment'], { required: true }),
    leaveRequestId: f.reference('employeeRequests'),
    commencementDate: f.date({ required: true, default: 'now' }),
    daysLate: f.integer({ readOnly: true }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['employeeId', 'kind', 'commencementDate', 'daysLate'], sort: ['commencementDate', 'DESC'] },
  filters: { kind: { alwaysOn: true }, employeeId: {}, commencementDate: { ops: ['gte', 'lte'] } },
  checks: {
    leaveNamed: { kind: 'required', field: 'leaveRequestId', when: { kind: ['returnFromLeave'] } },
    employeesOwnLeave: { kind: 'override', field: 'leaveRequestId' },
    leaveApproved: { kind: 'override', field: 'leaveRequestId' },
    afterLeaveStarts: { kind: 'override', field: 'commencementDate' },
  },
});
