import { defineResource, f, REQUIRED_NOTIFICATIONS } from '../index';

// What the club requires people to be told (issue 49): each topic × channel chosen here reaches
// everyone whatever their own settings say, and their settings screen shows it on and locked.
// One row, the administrators'.
export const notificationPolicy = defineResource({
  name: 'notificationPolicy',
  route: '/settings/NotificationPolicy',
  menu: { group: 'systemSections', icon: 'Mail', order: 42 },
  recordRepresentation: 'required',
  serverRows: true,
  singleton: true,
  fields: {
    required: f.multiEnum(REQUIRED_NOTIFICATIONS, { default: [] }),
  },
  list: { columns: ['required'], sort: ['updatedAt', 'DESC'] },
});
