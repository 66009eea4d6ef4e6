import type { overtimeRequests } from '@club/schema/resources/overtimeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

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
    ...approvalFieldLabels,
  },
  enums: {
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    ...requesterRules,
    overtimeAllowed: 'The employee\'s settings do not allow overtime',
  },
});
