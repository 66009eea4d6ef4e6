import type { meetings } from '@club/schema/resources/meetings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof meetings>({
  name: 'Meeting |||| Meetings',
  fields: {
    title: 'Title',
    type: 'Type',
    startsAt: 'Starts at',
    durationMinutes: 'Duration (minutes)',
    location: 'Location',
    isOnline: 'Online',
    meetingLink: 'Meeting link',
    priority: 'Priority',
    status: 'Status',
    organizerId: 'Organizer',
    attendeeIds: 'Attendees',
    agenda: 'Agenda',
    minutes: 'Minutes',
    decisions: 'Decisions',
    reminderSentAt: 'Reminder sent',
  },
  enums: {
    type: { meeting: 'Meeting', appointment: 'Appointment' },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    status: { scheduled: 'Scheduled', inProgress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
  },
  rules: {
    startedWhenHeld: 'A meeting that has not started yet is not held or completed',
    minutesWhenCompleted: 'A completed meeting has its minutes',
    linkWhenOnline: 'An online meeting has its link',
    movesForward: 'A meeting %{from} cannot become %{to}',
  },
  // The states as the refusal of a move names them.
  texts: {
    scheduled: 'scheduled',
    inProgress: 'in progress',
    completed: 'completed',
    cancelled: 'cancelled',
    // The reminder email.
    reminderSubject: 'Reminder: %{title}',
    reminder: 'Reminder: "%{title}" on %{at}.',
    reminderAtPlace: 'Reminder: "%{title}" on %{at}, %{place}.',
  },
});
