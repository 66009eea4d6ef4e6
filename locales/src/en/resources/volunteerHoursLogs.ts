import type { volunteerHoursLogs } from '@club/schema/resources/volunteerHoursLogs';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerHoursLogs>({
  name: 'Volunteer hours |||| Volunteer hours log',
  fields: {
    opportunityId: 'Opportunity',
    volunteerId: 'Volunteer',
    nationalId: 'National ID / iqama',
    workDate: 'Date',
    hours: 'Hours',
    description: 'What was done',
    source: 'Logged through',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    rejectionReason: 'Reason for rejecting',
    status: 'Status',
  },
  enums: {
    source: {
      office: 'The office',
      checkIn: 'Attendance link',
    },
    status: {
      pending: 'Awaiting approval',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  actions: {
    approve: 'Approve',
    reject: 'Reject',
  },
});
