import { defineResource, f } from '../index';

// The training catalogue (SPEC §2 /hr/TrainingCoursesCatalog): courses with their dates, provider,
// cost and seats, and the employees enrolled (lines of the course), never more than its seats.
export const trainingCourses = defineResource({
  name: 'trainingCourses',
  route: '/hr/TrainingCoursesCatalog',
  menu: { group: 'hr', icon: 'School', order: 60 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 160, search: true }),
    titleAr: f.text({ maxLength: 160, search: true }),
    category: f.enum(['coaching', 'medical', 'safety', 'leadership', 'technical', 'language', 'compliance'], { required: true }),
    provider: f.text({ maxLength: 160, search: true }),
    mode: f.enum(['classroom', 'online', 'onTheJob'], { required: true, default: 'classroom' }),
    startDate: f.date({ required: true }),
    endDate: f.date({ required: true }),
    hours: f.integer({ required: true, min: 1, max: 500 }),
    seats: f.integer({ required: true, min: 1, max: 500, default: 20 }),
    cost: f.money({ min: 0, max: 10_000_000, default: 0 }),
    status: f.enum(['planned', 'open', 'inProgress', 'completed', 'cancelled'], { required: true, default: 'planned' }),
    description: f.longText({ maxLength: 3000 }),
    enrolled: f.integer({ readOnly: true }),
  },
  lines: { enrolments: { resource: 'trainingEnrolments', parentField: 'courseId' } },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true },
    seatsEnough: { kind: 'override', field: 'enrolments' },
    enrolledOnce: { kind: 'override', field: 'enrolments' },
  },
  list: { columns: ['title', 'category', 'mode', 'startDate', 'endDate', 'seats', 'enrolled', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, category: { alwaysOn: true }, mode: {}, startDate: { ops: ['gte', 'lte'] } },
});
