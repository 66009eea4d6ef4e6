import { defineResource, f } from '../index';

// The executive unit's appointments and meetings (SPEC §2 /Executive/AppointmentsMeetings): a meeting
// moves scheduled → in progress → completed (with its minutes) or is cancelled, and its people are
// reminded by email before it starts.
export const meetings = defineResource({
  name: 'meetings',
  route: '/Executive/AppointmentsMeetings',
  menu: { group: 'visits', icon: 'EventNote' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    type: f.enum(['meeting', 'appointment'], { required: true, default: 'meeting' }),
    startsAt: f.datetime({ required: true }),
    durationMinutes: f.integer({ min: 5, max: 1440, default: 60 }),
    location: f.text({ maxLength: 200 }),
    isOnline: f.boolean({ default: false }),
    meetingLink: f.url(),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    status: f.enum(['scheduled', 'inProgress', 'completed', 'cancelled'], { required: true, default: 'scheduled' }),
    organizerId: f.reference('users'),
    attendeeIds: f.referenceMany('users'),
    agenda: f.longText({ maxLength: 5000 }),
    // What was said and what was decided: a completed meeting has its minutes.
    minutes: f.longText({ maxLength: 10_000 }),
    decisions: f.longText({ maxLength: 5000 }),
    // When the organiser and attendees were reminded (the executive settings say how long ahead).
    reminderSentAt: f.datetime({ readOnly: true }),
  },
  list: { columns: ['title', 'type', 'startsAt', 'priority', 'status', 'organizerId', 'attendeeIds'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, type: {}, organizerId: {}, attendeeIds: {}, startsAt: { ops: ['gte', 'lte'] } },
  calendar: { start: 'startsAt', duration: 'durationMinutes' },
  checks: {
    startedWhenHeld: { kind: 'notFuture', field: 'startsAt', when: { status: ['inProgress', 'completed'] } },
    minutesWhenCompleted: { kind: 'required', field: 'minutes', when: { status: ['completed'] } },
    linkWhenOnline: { kind: 'required', field: 'meetingLink', when: { isOnline: true } },
    movesForward: { kind: 'override', field: 'status' },
  },
});
