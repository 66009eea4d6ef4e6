import type { permissionRequests } from '@club/schema/resources/permissionRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

export const locale = defineResourceLocale<typeof permissionRequests>({
  name: 'Permission |||| Permissions',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    date: 'Date',
    fromTime: 'From',
    toTime: 'To',
    hours: 'Hours',
    reason: 'Reason',
    details: 'Details',
    requesterId: 'Requested by',
    ...approvalFieldLabels,
  },
  enums: {
    reason: { personal: 'Personal', medical: 'Medical appointment', official: 'Government errand', family: 'Family', other: 'Other' },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    ...requesterRules,
    fourHoursAtMost: 'A permission is four hours at most',
    endsAfterStart: 'The end comes after the start',
  },
});
