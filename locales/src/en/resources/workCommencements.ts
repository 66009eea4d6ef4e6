import type { workCommencements } from '@club/schema/resources/workCommencements';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof workCommencements>({
  name: 'Work commencement |||| Work commencements',
  fields: {
    employeeId: 'Employee',
    kind: 'Kind',
    leaveRequestId: 'Leave',
    commencementDate: 'Started on',
    daysLate: 'Days late',
    notes: 'Notes',
  },
  enums: {
    kind: { newHire: 'New hire', returnFromLeave: 'Return from leave', returnFromAssignment: 'Return from assignment' },
  },
  rules: {
    leaveNamed: 'A return from leave names the leave',
    employeesOwnLeave: "The leave is another employee's",
    leaveApproved: 'Only an approved leave is returned from',
    afterLeaveStarts: 'The return comes after the leave starts',
  },
});
