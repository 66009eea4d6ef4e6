import type { jobPostings } from '@club/schema/resources/jobPostings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof jobPostings>({
  name: 'Job posting |||| Job postings',
  fields: {
    reference: 'Reference',
    title: 'Title',
    titleAr: 'Arabic title',
    departmentId: 'Department',
    positionId: 'Position',
    employmentType: 'Employment type',
    location: 'Location',
    vacancies: 'Vacancies',
    description: 'Description',
    requirements: 'Requirements',
    closingDate: 'Closing date',
    status: 'Status',
  },
  enums: {
    employmentType: { fullTime: 'Full time', partTime: 'Part time', contract: 'Contract', internship: 'Internship', seasonal: 'Seasonal' },
    status: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  },
  publicForm: {
    title: 'Apply for this job',
    submit: 'Send my application',
    sent: 'Thank you: your application was received. The HR team will contact you by email or phone.',
    closed: 'This posting is not taking applications any more.',
  },
  rules: {
    closesTodayOrLater: 'An open posting closes today or later',
  },
});
