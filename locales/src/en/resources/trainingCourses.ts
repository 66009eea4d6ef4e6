import type { trainingCourses } from '@club/schema/resources/trainingCourses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingCourses>({
  name: 'Training course |||| Training courses',
  fields: {
    title: 'Title',
    titleAr: 'Arabic title',
    category: 'Category',
    provider: 'Provider',
    mode: 'Mode',
    startDate: 'Starts on',
    endDate: 'Ends on',
    hours: 'Hours',
    seats: 'Seats',
    cost: 'Cost',
    status: 'Status',
    description: 'Description',
    enrolled: 'Enrolled',
  },
  enums: {
    category: { coaching: 'Coaching', medical: 'Medical', safety: 'Safety', leadership: 'Leadership', technical: 'Technical', language: 'Language', compliance: 'Compliance' },
    mode: { classroom: 'Classroom', online: 'Online', onTheJob: 'On the job' },
    status: { planned: 'Planned', open: 'Open for enrolment', inProgress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
  },
  rules: {
    seatsEnough: 'The course has %{seats} seats',
    enrolledOnce: 'An employee is enrolled once',
    endsAfterStart: 'A course ends on or after its first day',
  },
});
