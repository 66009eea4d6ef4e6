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
  actions: { accept: 'Accept', reject: 'Reject', 'mark-attended': 'Mark attended', 'mark-no-show': 'Mark no-show' },
  rules: {
    volunteerOrDetails: "Choose the volunteer, or give the applicant's name, national ID and mobile",
    volunteerNotBlocked: 'This volunteer cannot take part in opportunities',
    appliedOnce: 'This volunteer has applied to this opportunity already',
    rejectionReason: 'Say why the application is rejected',
    opportunityOpen: 'The opportunity is not taking volunteers now',
    opportunityFull: 'The opportunity needs %{max} volunteers and has them all',
  },
  // What the volunteer is told of a decision (%{name}, %{opportunity}, %{reason}).
  texts: {
    acceptedSubject: 'You are accepted as a volunteer: %{opportunity}',
    acceptedText: 'Dear %{name}, your application to volunteer at %{opportunity} is accepted. We look forward to seeing you.',
    rejectedSubject: 'Your volunteer application: %{opportunity}',
    rejectedText: 'Dear %{name}, we cannot accept your application to volunteer at %{opportunity} this time: %{reason}',
  },
});
