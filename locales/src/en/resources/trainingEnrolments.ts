import type { trainingEnrolments } from '@club/schema/resources/trainingEnrolments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingEnrolments>({
  name: 'Enrolment |||| Enrolments',
  fields: {
    courseId: 'Course',
    position: 'Order',
    employeeId: 'Employee',
    status: 'Status',
    score: 'Score',
  },
  enums: {
    status: { enrolled: 'Enrolled', attended: 'Attended', passed: 'Passed', failed: 'Failed', withdrawn: 'Withdrawn' },
  },
});
