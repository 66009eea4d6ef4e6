import { defineResource, f, NATIONAL_ID_PATTERN, PERSONAL_IDENTIFIERS } from '../index';

// Hours a volunteer gave (SPEC §2 /VolunteerHoursLogs): logged by the office or by the volunteer's
// check-in on the opportunity's attendance link (the day's hours), then approved or rejected by a
// supervisor (who and when). Approved hours add up on the volunteer; others never count.
export const volunteerHoursLogs = defineResource({
  name: 'volunteerHoursLogs',
  route: '/VolunteerHoursLogs',
  menu: { group: 'visits', icon: 'Schedule', order: 66 },
  recordRepresentation: ['workDate'],
  fields: {
    opportunityId: f.reference('eventOpportunities', { required: true }),
    volunteerId: f.reference('volunteers'),
    // How the volunteer named themselves at check-in (kept as the volunteer's own).
    nationalId: f.text({ pattern: NATIONAL_ID_PATTERN, maxLength: 10, sensitive: PERSONAL_IDENTIFIERS }),
    workDate: f.date(),
    hours: f.decimal({ min: 0.5, max: 24 }),
    description: f.text({ maxLength: 300 }),
    source: f.enum(['office', 'checkIn'], { readOnly: true }),
    status: f.enum(['pending', 'approved', 'rejected'], { readOnly: true }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    rejectionReason: f.text({ readOnly: true, maxLength: 300 }),
  },
  list: { columns: ['workDate', 'volunteerId', 'opportunityId', 'hours', 'source', 'status', 'decidedById'], sort: ['workDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, volunteerId: { alwaysOn: true }, opportunityId: {}, workDate: { ops: ['gte', 'lte'] }, nationalId: { ops: ['eq'] } },
  uniqueTogether: [['opportunityId', 'volunteerId', 'workDate']],
  actions: {
    approve: { permission: 'edit', when: { status: ['pending'] }, bulk: true },
    reject: { permission: 'edit', when: { status: ['pending'] }, comment: 'required' },
  },
  checks: {
    // The office gives the day and the hours; a check-in is given today and the opportunity's hours.
    workDateFromOffice: { kind: 'required', field: 'workDate', when: { source: ['office'] } },
    hoursFromOffice: { kind: 'required', field: 'hours', when: { source: ['office'] } },
    decidedStays: { kind: 'override', field: 'status' },
    reasonToReject: { kind: 'override', field: 'comment' },
    codeProves: { kind: 'override', field: 'nationalId' },
    volunteerNamed: { kind: 'override', field: 'volunteerId' },
    volunteerKnown: { kind: 'override', field: 'nationalId' },
    volunteerAccepted: { kind: 'override', field: 'nationalId' },
    opportunityDay: { kind: 'override', field: 'nationalId' },
    oncePerDay: { kind: 'override', field: 'workDate' },
  },
});
