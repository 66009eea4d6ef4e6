import type { volunteerAssignments } from '@club/schema/resources/volunteerAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerAssignments>({
  name: 'Volunteer assignment |||| Volunteers & events',
  fields: {
    opportunityId: 'Opportunity',
    volunteerId: 'Volunteer',
    fullName: 'Full name',
    nationalId: 'National ID / iqama',
    phone: 'Mobile',
    email: 'Email',
    role: 'Role',
    source: 'Applied through',
    needsIdentityCheck: 'Check with the volunteer',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    rejectionReason: 'Reason for rejecting',
    status: 'Status',
  },
  enums: {
    source: {
      office: 'The office',
      publicLink: 'The volunteers link',
    },
    status: {
      applied: 'Applied',
      accepted: 'Accepted',
      rejected: 'Rejected',
      attended: 'Attended',
      noShow: 'No-show',
    },
  },
});
