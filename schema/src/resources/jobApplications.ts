import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// Applications to a posting (SPEC §2 /hr/jobManagement/jobApplications): from the public page or
// entered by HR, moved along the pipeline new → screening → interview → offer → hired, or
// rejected at any stage. An offer needs a completed interview.
export const jobApplications = defineResource({
  name: 'jobApplications',
  route: '/hr/jobManagement/jobApplications',
  menu: { group: 'hr', icon: 'People', order: 81 },
  recordRepresentation: 'fullName',
  fields: {
    jobPostingId: f.reference('jobPostings', { required: true }),
    fullName: f.text({ required: true, minLength: 3, maxLength: 160, search: true }),
    email: f.email({ required: true, sensitive: PERSONAL_CONTACTS }),
    phone: f.phone({ required: true, pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    coverNote: f.longText({ maxLength: 3000 }),
    cv: f.file({ types: ['application/pdf'], maxSize: 5 * 1024 * 1024 }),
    source: f.enum(['website', 'referral', 'linkedin', 'agency', 'walkIn'], { required: true, default: 'website' }),
    stage: f.enum(['new', 'screening', 'interview', 'offer', 'hired', 'rejected'], { required: true, default: 'new' }),
    rating: f.integer({ min: 1, max: 5 }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['fullName', 'jobPostingId', 'email', 'source', 'stage', 'rating', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { stage: { alwaysOn: true }, jobPostingId: { alwaysOn: true }, source: {}, createdAt: { ops: ['gte', 'lte'] }, email: { ops: ['eq'] } },
  checks: {
    // Open (declared) and not past its closing date (the override: a day passing closes no posting by itself).
    postingOpen: { kind: 'refersTo', field: 'jobPostingId', where: { status: ['open'] } },
    oncePerEmail: { kind: 'override', field: 'email' },
    stageForward: { kind: 'override', field: 'stage' },
    interviewFirst: { kind: 'override', field: 'stage' },
  },
});
