import { defineResource, f } from '../index';

// Interviews (SPEC §2 /hr/jobManagement/interview): the panel, the time and place, and once held,
// the score and the recommendation (required to complete it).
export const interviews = defineResource({
  name: 'interviews',
  route: '/hr/jobManagement/interview',
  menu: { group: 'hr', icon: 'Groups', order: 82 },
  recordRepresentation: ['applicationId', 'scheduledAt'],
  fields: {
    applicationId: f.reference('jobApplications', { required: true }),
    scheduledAt: f.datetime({ required: true }),
    durationMinutes: f.integer({ required: true, min: 15, max: 480, default: 45 }),
    mode: f.enum(['inPerson', 'phone', 'video'], { required: true, default: 'inPerson' }),
    location: f.text({ maxLength: 160 }),
    panelIds: f.referenceMany('users'),
    status: f.enum(['scheduled', 'completed', 'cancelled', 'noShow'], { required: true, default: 'scheduled' }),
    score: f.integer({ min: 0, max: 100 }),
    recommendation: f.enum(['hire', 'consider', 'reject']),
    notes: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['applicationId', 'scheduledAt', 'mode', 'status', 'score', 'recommendation'], sort: ['scheduledAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, recommendation: {}, applicationId: {}, scheduledAt: { ops: ['gte', 'lte'] } },
  checks: {
    scoreWhenCompleted: { kind: 'required', field: 'score', when: { status: ['completed'] } },
    recommendationWhenCompleted: { kind: 'required', field: 'recommendation', when: { status: ['completed'] } },
    applicationOpen: { kind: 'override', field: 'applicationId' },
  },
});
