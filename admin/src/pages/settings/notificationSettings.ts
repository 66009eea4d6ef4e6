// The topics, channels and their reading live in schema (one list for the admin and the server).
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationDigestOf,
  notificationSettingsOf,
  requiredNotificationOf,
  withNotificationSettings,
  type NotificationChannel,
  type NotificationDigest,
  type NotificationSettings,
  type NotificationTopic,
} from '@club/schema';
