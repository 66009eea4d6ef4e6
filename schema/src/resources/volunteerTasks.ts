import { defineResource, f } from '../index';

// The work of an opportunity (SPEC §2 /VolunteerTasks): handed to a volunteer accepted for it.
export const volunteerTasks = defineResource({
  name: 'volunteerTasks',
  route: '/VolunteerTasks',
  menu: { group: 'visits', icon: 'Checklist', order: 65 },
  recordRepresentation: 'title',
  fields: {
    opportunityId: f.reference('eventOpportunities', { required: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    description: f.longText({ maxLength: 2000 }),
    volunteerId: f.reference('volunteers'),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    estimatedHours: f.decimal({ min: 0.5, max: 100 }),
    priority: f.enum(['low', 'medium', 'high'], { required: true, default: 'medium' }),
    status: f.enum(['open', 'inProgress', 'done', 'cancelled'], { required: true, default: 'open' }),
  },
  list: { columns: ['title', 'opportunityId', 'volunteerId', 'startsAt', 'priority', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, opportunityId: { alwaysOn: true }, volunteerId: {}, priority: {} },
});
