import { defineResource, f } from '../index';

// An employee on a course, written with the course.
export const trainingEnrolments = defineResource({
  name: 'trainingEnrolments',
  route: '/hr/TrainingCoursesCatalog/enrolments',
  menu: { group: 'hr', icon: 'School', order: 61, sidebar: false },
  recordRepresentation: 'employeeId',
  readOnly: true,
  fields: {
    courseId: f.reference('trainingCourses', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    employeeId: f.reference('employees', { required: true }),
    status: f.enum(['enrolled', 'attended', 'passed', 'failed', 'withdrawn'], { required: true, default: 'enrolled' }),
    score: f.integer({ min: 0, max: 100 }),
  },
  list: { columns: ['courseId', 'employeeId', 'status', 'score'], sort: ['createdAt', 'DESC'] },
  filters: { courseId: { alwaysOn: true }, employeeId: {}, status: {} },
});
