import type { employeeRequests } from '@club/schema/resources/employeeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels } from '../approvalLabels';

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
    ...approvalFieldLabels,
  },
  enums: {
    type: {
      annualLeave: 'Annual leave', sickLeave: 'Sick leave', emergencyLeave: 'Emergency leave', unpaidLeave: 'Unpaid leave',
      salaryLetter: 'Salary letter', salaryAdvance: 'Salary advance', custody: 'Custody item',
    },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
});
