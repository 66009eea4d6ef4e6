import type { jobApplications } from '@club/schema/resources/jobApplications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof jobApplications>({
  name: 'Job application |||| Job applications',
  fields: {
    jobPostingId: 'Job posting',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    coverNote: 'Cover note',
    cv: 'CV',
    source: 'Source',
    stage: 'Stage',
    rating: 'Rating',
    notes: 'Notes',
  },
  enums: {
    source: { website: 'Website', referral: 'Referral', linkedin: 'LinkedIn', agency: 'Agency', walkIn: 'Walk-in' },
    stage: { new: 'New', screening: 'Screening', interview: 'Interview', offer: 'Offer', hired: 'Hired', rejected: 'Rejected' },
  },
});
