/**
 * What a user can be told about (a topic per event) and how (a channel): one list for the admin's
 * settings screen, the club's policy and the server that reads both at every send.
 */
export const NOTIFICATION_TOPICS = ['tasksAssigned', 'mentioned', 'following', 'approvals', 'reminders', 'meetingsVisits', 'maintenanceRequests', 'invitations'] as const;
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms'] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationSettings = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

/** The events an in-app notice is about (notificationRecipients.kind). */
export const NOTICE_KINDS = ['assigned', 'approval', 'reminder', 'mentioned', 'commented', 'changed'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The topic an event belongs to, unless its resource declares one of its own (see `notificationTopic`). */
export const TOPIC_OF_KIND: Readonly<Record<NoticeKind, NotificationTopic>> = {
  assigned: 'tasksAssigned',
  approval: 'approvals',
  reminder: 'reminders',
  mentioned: 'mentioned',
  commented: 'following',
  changed: 'following',
};

/** The events a resource's own topic takes over (a maintenance order's changes), the personal ones stay theirs. */
export const RESOURCE_TOPIC_KINDS: readonly NoticeKind[] = ['assigned', 'commented', 'changed'];

/**
 * What a user who never chose gets: everything in the app, email but for the records they follow
 * (a busy record would fill their inbox), no SMS (each one costs the club).
 */
const DEFAULT_ON: Readonly<Record<NotificationChannel, (topic: NotificationTopic) => boolean>> = {
  inApp: () => true,
  email: (topic) => topic !== 'following',
  sms: () => false,
};

/** One topic × channel as a single value (the club policy's choices): `mentionedEmail`. */
export type RequiredNotification = `${NotificationTopic}${Capitalize<NotificationChannel>}`;
export const requiredNotificationOf = (topic: NotificationTopic, channel: NotificationChannel): RequiredNotification =>
  `${topic}${channel[0]!.toUpperCase()}${channel.slice(1)}` as RequiredNotification;
export const REQUIRED_NOTIFICATIONS = NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => requiredNotificationOf(topic, channel))) as readonly RequiredNotification[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings kept in the user's `preferences` JSON under `notifications`; anything missing or
 * malformed takes its default.
 */
export const notificationSettingsOf = (preferences: unknown): NotificationSettings => {
  const stored = isObject(preferences) && isObject(preferences.notifications) ? preferences.notifications : {};
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => {
      const channels = isObject(stored[topic]) ? stored[topic] : {};
      return [topic, Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, typeof channels[channel] === 'boolean' ? channels[channel] : DEFAULT_ON[channel](topic)]))];
    }),
  ) as NotificationSettings;
};

/** The user's daily digest: the day's in-app notifications in one email at `hour` (club time), instead of one email each. */
export interface NotificationDigest {
  enabled: boolean;
  hour: number;
}

export const DEFAULT_DIGEST_HOUR = 17;

export const notificationDigestOf = (preferences: unknown): NotificationDigest => {
  const stored = isObject(preferences) && isObject(preferences.notificationDigest) ? preferences.notificationDigest : {};
  const hour = typeof stored.hour === 'number' && Number.isInteger(stored.hour) && stored.hour >= 0 && stored.hour <= 23 ? stored.hour : DEFAULT_DIGEST_HOUR;
  return { enabled: stored.enabled === true, hour };
};

/** The user's preferences with new notification settings and digest; other preferences are kept. */
export const withNotificationSettings = (preferences: unknown, notifications: NotificationSettings, digest?: NotificationDigest): Record<string, unknown> => ({
  ...(isObject(preferences) ? preferences : {}),
  notifications,
  ...(digest ? { notificationDigest: digest } : {}),
});

/** Whether a channel of a topic reaches the user: the club requires it, or they chose it. */
export const deliversTo = (settings: NotificationSettings, required: ReadonlySet<string>, topic: NotificationTopic, channel: NotificationChannel): boolean =>
  required.has(requiredNotificationOf(topic, channel)) || settings[topic][channel];
