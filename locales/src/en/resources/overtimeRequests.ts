import type { overtimeRequests } from '@club/schema/resources/overtimeRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof overtimeRequests>({
  name: 'Overtime |||| Overtime',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    date: 'Date',
    hours: 'Hours',
    reason: 'Reason',
    amount: 'Amount',
    requesterId: 'Requested by',
    status: 'Status',
    currentStep: 'Current step',
    awaitingRoleId: 'Awaiting role',
    awaitingUserId: 'Awaiting person',
    decidedAt: 'Decided at',
    approvalTrail: 'Approval trail',
  },
  enums: {
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel request' },
});
