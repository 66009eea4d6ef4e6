import { defineResource, f, VOLUNTEER_SKILLS } from '../index';

// Volunteering opportunities (SPEC §2 /EventsOpportunities, «الفعاليات والفرص»): what volunteers are
// needed for, when and for how many hours. Published, it has two public links: the volunteers'
// sign-up (a volunteer registers and applies) and the attendance check-in (an accepted volunteer
// records the day's attendance, logged as hours for the supervisor to approve). draft → published ⇄
// closed; it ends after it starts and never needs fewer volunteers than it accepted (their count kept
// from the applications).
export const eventOpportunities = defineResource({
  name: 'eventOpportunities',
  route: '/EventsOpportunities',
  menu: { group: 'visits', icon: 'VolunteerActivism', order: 62 },
  recordRepresentation: 'title',
  fields: {
    number: f.sequence({ prefix: 'OPP' }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    eventId: f.reference('events'),
    description: f.longText({ maxLength: 4000 }),
    location: f.text({ required: true, maxLength: 200 }),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    requiredVolunteers: f.integer({ required: true, min: 1, max: 5000 }),
    hoursPerDay: f.decimal({ required: true, min: 0.5, max: 24 }),
    skills: f.multiEnum(VOLUNTEER_SKILLS),
    supervisorId: f.reference('users'),
    acceptedCount: f.integer({ readOnly: true, default: 0 }),
    status: f.enum(['draft', 'published', 'closed'], { required: true, default: 'draft' }),
  },
  list: { columns: ['number', 'titleAr', 'title', 'location', 'startsAt', 'requiredVolunteers', 'acceptedCount', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, eventId: {}, startsAt: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['draft', 'published'],
    moves: {
      publish: { from: ['draft', 'closed'], to: 'published' },
      unpublish: { from: ['published'], to: 'draft' },
      close: { from: ['published'], to: 'closed' },
    },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endsAt', than: 'startsAt' },
    notBelowAccepted: { kind: 'atLeast', field: 'requiredVolunteers', than: 'acceptedCount' },
  },
  rollups: {
    acceptedCount: { kind: 'count', of: 'volunteerAssignments', via: 'opportunityId', where: { status: ['accepted', 'attended'] }, into: 'acceptedCount' },
  },
  publicPage: {
    route: '/volunteer',
    linksInList: true,
    states: { status: ['published', 'closed'] },
    fields: ['title', 'titleAr', 'description', 'location', 'startsAt', 'endsAt', 'hoursPerDay', 'status'],
    // The sign-up answers alike whether the national ID is on file; a check-in needs the code texted to the phone on file.
    form: { resource: 'volunteerAssignments', parentField: 'opportunityId', fields: ['fullName', 'nationalId', 'phone', 'email'], openWhen: { status: ['published'] }, neutralAnswer: true },
    forms: {
      attendance: { route: '/volunteer-attendance', resource: 'volunteerHoursLogs', parentField: 'opportunityId', fields: ['nationalId'], openWhen: { status: ['published'] }, oneTimeCode: true },
    },
  },
});
