import { defineResource, f } from '../index';

// Job postings (SPEC §2 /hr/jobManagement), each with a public page at /jobPostings/{id} where
// anyone may read it and apply while it is open.
export const jobPostings = defineResource({
  name: 'jobPostings',
  route: '/hr/jobManagement',
  menu: { group: 'hr', icon: 'Campaign', order: 80 },
  recordRepresentation: 'title',
  fields: {
    reference: f.sequence({ prefix: 'JOB' }),
    title: f.text({ required: true, maxLength: 160, search: true }),
    titleAr: f.text({ maxLength: 160, search: true }),
    departmentId: f.reference('departments', { required: true }),
    positionId: f.reference('positions'),
    employmentType: f.enum(['fullTime', 'partTime', 'contract', 'internship', 'seasonal'], { required: true, default: 'fullTime' }),
    location: f.text({ required: true, maxLength: 120, default: 'Riyadh' }),
    vacancies: f.integer({ required: true, min: 1, max: 100, default: 1 }),
    description: f.longText({ required: true, maxLength: 5000 }),
    requirements: f.longText({ maxLength: 5000 }),
    closingDate: f.date(),
    status: f.enum(['draft', 'open', 'closed'], { required: true, default: 'draft' }),
  },
  list: { columns: ['reference', 'title', 'departmentId', 'employmentType', 'vacancies', 'closingDate', 'status'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, departmentId: { alwaysOn: true }, employmentType: {}, closingDate: { ops: ['gte', 'lte'] } },
  publicPage: {
    route: '/jobPostings',
    // A draft is HR's own; a closed posting still says it is closed to those who have its link.
    states: { status: ['open', 'closed'] },
    fields: ['title', 'titleAr', 'employmentType', 'location', 'vacancies', 'description', 'requirements', 'closingDate', 'status'],
    form: { resource: 'jobApplications', parentField: 'jobPostingId', fields: ['fullName', 'email', 'phone', 'coverNote'], openWhen: { status: ['open'] } },
  },
  checks: {
    closesTodayOrLater: { kind: 'notPast', field: 'closingDate', when: { status: ['open'] } },
  },
});
