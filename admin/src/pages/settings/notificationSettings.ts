/** What a user can be notified about, and how. */
export const NOTIFICATION_TOPICS = ['tasksAssigned', 'meetingsVisits', 'maintenanceRequests', 'invitations'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'inApp'] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationSettings = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings kept in the user's `preferences` JSON under `notifications`; anything missing or
 * malformed is on (a user who never chose still hears about their own work).
 */
export const notificationSettingsOf = (preferences: unknown): NotificationSettings => {
  const stored = isObject(preferences) && isObject(preferences.notifications) ? preferences.notifications : {};
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => {
      const channels = isObject(stored[topic]) ? stored[topic] : {};
      return [topic, Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, channels[channel] !== false]))];
    }),
  ) as NotificationSettings;
};

/** The user's preferences with new notification settings; other preferences are kept. */
export const withNotificationSettings = (preferences: unknown, notifications: NotificationSettings): Record<string, unknown> => ({
  ...(isObject(preferences) ? preferences : {}),
  notifications,
});
