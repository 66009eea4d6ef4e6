import { defineResource, f } from '../index';

// The executive unit's settings, one row (SPEC §2 /Executive/configExecutive): how long a meeting
// lasts unless said otherwise, how long before it its organiser and attendees are reminded by
// email, and the places meetings are held in (one a line, offered when a meeting is booked).
export const executiveSettings = defineResource({
  name: 'executiveSettings',
  route: '/Executive/configExecutive',
  menu: { group: 'visits', icon: 'AdminPanelSettings', order: 95 },
  recordRepresentation: 'reminderLeadMinutes',
  // Managers read the settings; administrators change them.
  access: { manager: ['list', 'show'], member: [] },
  serverRows: true,
  singleton: true,
  fields: {
    defaultDurationMinutes: f.integer({ required: true, min: 5, max: 480, default: 60 }),
    remindersEnabled: f.boolean({ default: true }),
    reminderLeadMinutes: f.integer({ required: true, min: 5, max: 2880, default: 60 }),
    meetingPlaces: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['defaultDurationMinutes', 'reminderLeadMinutes', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
});
