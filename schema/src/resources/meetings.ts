import { defineResource, f } from '../index';

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
  },
  list: { columns: ['title', 'type', 'startsAt', 'priority', 'status', 'organizerId', 'attendeeIds'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, type: {}, organizerId: {}, attendeeIds: {}, startsAt: { ops: ['gte', 'lte'] } },
});
