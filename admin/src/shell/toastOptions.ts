import type { NotificationPayload } from 'react-admin';

/**
 * How long a react-admin notification stays: its own autoHideDuration when it sets one (null
 * means until closed), otherwise the toaster's 5000 ms (undefined).
 */
export const toastDuration = (notification: NotificationPayload): number | undefined => {
  const duration = notification.notificationOptions?.autoHideDuration;
  if (duration === undefined) return undefined;
  return duration === null ? Infinity : duration;
};

/**
 * Errors with the same text are one toast: a failure reported both by the screen that asked and
 * by the global query handler (a 500, an expired session) shows once.
 */
export const errorToastId = (text: string): string => `error:${text}`;
