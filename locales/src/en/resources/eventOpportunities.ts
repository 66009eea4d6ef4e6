import type { eventOpportunities } from '@club/schema/resources/eventOpportunities';
import { defineResourceLocale } from '../../types';
import { skillLabels } from '../volunteerLabels';

export const locale = defineResourceLocale<typeof eventOpportunities>({
  name: 'Volunteering opportunity |||| Events & opportunities',
  fields: {
    number: 'Number',
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    eventId: 'Event',
    description: 'Description',
    location: 'Location',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    requiredVolunteers: 'Volunteers needed',
    hoursPerDay: 'Hours a day',
    skills: 'Skills wanted',
    supervisorId: 'Supervisor',
    acceptedCount: 'Accepted',
    status: 'Status',
  },
  enums: {
    skills: skillLabels,
    status: {
      draft: 'Draft',
      published: 'Published',
      closed: 'Closed',
    },
  },
  publicForm: {
    title: 'Volunteer for this opportunity',
    submit: 'Register as a volunteer',
    sent: 'Thank you: your application was received. The supervisor will contact you once it is accepted.',
    closed: 'This opportunity is not taking volunteers now.',
    copyLink: 'Copy the volunteers link',
  },
  publicForms: {
    attendance: {
      title: 'Record your attendance',
      submit: 'I am here',
      sent: 'Your attendance is recorded: today’s hours wait for the supervisor’s approval.',
      closed: 'Attendance for this opportunity is closed.',
      copyLink: 'Copy the attendance link',
    },
  },
  actions: { publish: 'Publish', unpublish: 'Back to draft', close: 'Close' },
  rules: {
    endsAfterStart: 'An opportunity ends after it starts',
    notBelowAccepted: '%{than} volunteers are accepted already: the number needed cannot be less',
  },
});
