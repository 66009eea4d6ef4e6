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
  rules: {
    postingOpen: 'This posting is not taking applications',
    oncePerEmail: 'An application with this email was already received for this posting',
    stageForward: 'An application that is %{from} cannot become %{to}',
    interviewFirst: 'An offer follows a completed interview with a score',
  },
  // The stages as the refusal of a move names them.
  texts: { new: 'new', screening: 'in screening', interview: 'at interview', offer: 'offered', hired: 'hired', rejected: 'rejected' },
});
