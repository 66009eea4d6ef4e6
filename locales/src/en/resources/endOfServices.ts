import type { endOfServices } from '@club/schema/resources/endOfServices';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof endOfServices>({
  name: 'End of service |||| End of service',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    reason: 'Reason',
    lastWorkingDay: 'Last working day',
    notes: 'Notes',
    serviceYears: 'Years of service',
    monthlyWage: 'Monthly wage',
    award: 'End-of-service award',
    calculation: 'Calculation',
    requesterId: 'Requested by',
    status: 'Status',
    currentStep: 'Current step',
    awaitingRoleId: 'Awaiting role',
    awaitingUserId: 'Awaiting person',
    decidedAt: 'Decided at',
    approvalTrail: 'Approval trail',
  },
  enums: {
    reason: {
      resignation: 'Resignation', employerTermination: 'Termination by the employer', contractExpiry: 'End of contract',
      retirement: 'Retirement', death: 'Death', forceMajeure: 'Force majeure', article80Dismissal: 'Dismissal (article 80)',
      article81Resignation: 'Leaving under article 81',
    },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' },
});
