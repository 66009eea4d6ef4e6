import { defineResource, f, NOTICE_KINDS } from '../index';

// In-app notifications (SPEC §2 /NotificationRecipients): written by the server when something
// needs a user (a task given to them, a request waiting for their decision, a reminder), read in
// the app bar's bell and here. Each user sees their own; reading one marks it read.
export const notificationRecipients = defineResource({
  name: 'notificationRecipients',
  route: '/NotificationRecipients',
  menu: { group: 'systemSections', icon: 'Mail', order: 5 },
  recordRepresentation: 'title',
  readOnly: true,
  fields: {
    userId: f.reference('users', { required: true }),
    // What happened (schema/src/notification-topics.ts): each kind is told under its topic, as its user chose.
    kind: f.enum(NOTICE_KINDS, { required: true }),
    // The record it is about: its resource, id and name at the time, and its page in the admin.
    resource: f.text({ required: true, maxLength: 64 }),
    recordId: f.text({ required: true, maxLength: 36 }),
    title: f.text({ required: true, maxLength: 255, search: true }),
    body: f.text({ maxLength: 500 }),
    link: f.text({ required: true, maxLength: 300 }),
    readAt: f.datetime(),
  },
  list: { columns: ['createdAt', 'kind', 'title', 'resource', 'readAt'], sort: ['createdAt', 'DESC'] },
  // {"readAt": null}: the unread ones.
  filters: { kind: { alwaysOn: true }, userId: {}, readAt: { ops: ['eq', 'gte', 'lte'] } },
  actions: { read: { permission: 'show', bulk: true } },
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'], parent: ['list', 'show'] },
  scope: { owners: ['userId'], everyone: { grant: 'allNotifications' } },
  indexes: [['userId', 'readAt', 'createdAt']],
});
