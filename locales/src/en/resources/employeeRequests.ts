import type { employeeRequests } from '@club/schema/resources/employeeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

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
  rules: {
    ...requesterRules,
    startDateNeeded: 'A leave needs its first and last day',
    endDateNeeded: 'A leave needs its first and last day',
    lastDayNotBeforeFirst: 'The last day cannot come before the first',
    amountNeeded: 'An advance needs its amount',
    assetNeeded: 'A custody request names the asset',
    datesOfLeaveOnly: 'Only a leave has a first day',
    lastDayOfLeaveOnly: 'Only a leave has a last day',
    amountOfAdvanceOnly: 'Only an advance has an amount',
    assetOfCustodyOnly: 'Only a custody request names an asset',
    leaveBalance: 'Only %{left} days are left of this leave',
    balanceAtApproval: 'The employee has only %{left} days left of this leave now: the request cannot be approved',
    leaveOverlap: 'The employee already has leave on these days (%{record})',
  },
});
