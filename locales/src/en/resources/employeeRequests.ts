import type { employeeRequests } from '@club/schema/resources/employeeRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeRequests>({
  name: 'Employee request |||| Employee requests',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    type: 'Type',
    startDate: 'From',
    endDate: 'To',
    days: 'Days',
    amount: 'Amount',
    assetId: 'Asset',
    reason: 'Reason',
    requesterId: 'Requested by',
    status: 'Status',
    currentStep: 'Current step',
    awaitingRoleId: 'Awaiting role',
    awaitingUserId: 'Awaiting person',
    decidedAt: 'Decided at',
    approvalTrail: 'Approval trail',
  },
  enums: {
    type: {
      annualLeave: 'Annual leave', sickLeave: 'Sick leave', emergencyLeave: 'Emergency leave', unpaidLeave: 'Unpaid leave',
      salaryLetter: 'Salary letter', salaryAdvance: 'Salary advance', custody: 'Custody item',
    },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel request' },
});
