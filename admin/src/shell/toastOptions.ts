import type { NotificationPayload } from 'react-admin';
import type { ExternalToast } from 'sonner';

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

export interface ToastContext {
  /** The toast's id unless it is an error (see errorToastId). */
  id: string;
  /** The translated message. */
  text: unknown;
  undoLabel: string;
  /** An undoable notification's end: Undo pressed (true), or closed, swiped or timed out (false). */
  onUndoableEnd: (isUndo: boolean) => void;
}

/**
 * sonner's options for one react-admin notification, with ra-ui-materialui's semantics: an
 * undoable one has an Undo action and ends exactly once, whichever way the toast goes.
 */
export const toastOptionsFor = (notification: NotificationPayload, context: ToastContext): ExternalToast => {
  const { multiLine, undoable } = notification.notificationOptions ?? {};
  const options: ExternalToast = { id: context.id, duration: toastDuration(notification) };
  if (multiLine) options.style = { whiteSpace: 'pre-wrap' };
  if (notification.type === 'error' && typeof context.text === 'string') options.id = errorToastId(context.text);
  if (undoable) {
    let ended = false;
    const end = (isUndo: boolean) => {
      if (ended) return;
      ended = true;
      context.onUndoableEnd(isUndo);
    };
    options.action = { label: context.undoLabel, onClick: () => end(true) };
    options.onDismiss = () => end(false);
    options.onAutoClose = () => end(false);
  }
  return options;
};
