import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, requiredNotificationOf, type NotificationChannel, type NotificationTopic, type RequiredNotification } from '@club/schema';

// The notification topics and channels (schema/src/notification-topics.ts), labelled once for the
// settings screen, the club's policy and the in-app notices.
export const notificationTopicLabels: Record<NotificationTopic, string> = {
  tasksAssigned: 'Assigned to me',
  mentioned: 'I am mentioned',
  following: 'A record I follow changes or is commented on',
  approvals: 'Waiting for my approval',
  reminders: 'Reminders of due dates',
  meetingsVisits: 'Meetings and planned visits',
  maintenanceRequests: 'Maintenance requests',
  invitations: 'Invitations',
};
export const notificationChannelLabels: Record<NotificationChannel, string> = { inApp: 'In the app', email: 'Email', sms: 'SMS' };

/** "Mentioned · Email": one topic × channel of the club's policy. */
export const requiredNotificationLabels = Object.fromEntries(
  NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => [requiredNotificationOf(topic, channel), `${notificationTopicLabels[topic]} · ${notificationChannelLabels[channel]}`])),
) as Record<RequiredNotification, string>;

export const noticeKindLabels = { assigned: 'Assigned to you', approval: 'Waiting for your decision', reminder: 'Reminder', mentioned: 'You were mentioned', commented: 'New comment', changed: 'Changed' };
