import type { permissionRequests } from '@club/schema/resources/permissionRequests';
import { defineResourceLocale } from '../../types';

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
    status: 'Status',
    currentStep: 'Current step',
    awaitingRoleId: 'Awaiting role',
    awaitingUserId: 'Awaiting person',
    decidedAt: 'Decided at',
    approvalTrail: 'Approval trail',
  },
  enums: {
    reason: { personal: 'Personal', medical: 'Medical appointment', official: 'Government errand', family: 'Family', other: 'Other' },
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel request' },
});
