import { isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { toast } from 'sonner';
import { toastOptionsFor } from './toastOptions';

let nextToastId = 0;

const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};

/**
 * react-admin's notifications (useNotify) shown as toasts, replacing its Snackbar. Mirrors
 * ra-ui-materialui's <Notification>: takes the queue in order, translates message and
 * messageArgs, and for an undoable mutation offers Undo; the mutation runs when the toast goes
 * (closed, swiped or timed out) and is cancelled by Undo. Undoable mutations wait in one queue,
 * so, as in react-admin, one undoable toast is shown at a time and later ones wait for it.
 */
export const ToastNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  // The queue's taker changes with the queue; a toast settles later with the current one.
  const takeMutationRef = useRef(takeMutation);
  takeMutationRef.current = takeMutation;
  const [undoablePending, setUndoablePending] = useState(false);
  // StrictMode runs the effect twice before the queue's state moves on: show each payload once.
  const shown = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    const next = notifications[0];
    if (!next || shown.current.has(next) || (next.notificationOptions?.undoable && undoablePending)) return;
    const notification = takeNotification();
    if (!notification) return;
    shown.current.add(notification);
    const id = `ra-${(nextToastId += 1)}`;
    const text = messageOf(notification, translate, id);
    if (notification.notificationOptions?.undoable) {
      setUndoablePending(true);
      window.addEventListener('beforeunload', warnBeforeLeaving);
    }
    const options = toastOptionsFor(notification, {
      id,
      text,
      undoLabel: translate('ra.action.undo'),
      onUndoableEnd: (isUndo) => {
        window.removeEventListener('beforeunload', warnBeforeLeaving);
        takeMutationRef.current()?.({ isUndo });
        setUndoablePending(false);
      },
    });
    SHOW_BY_TYPE[notification.type ?? 'info'](text, options);
  }, [notifications, takeNotification, translate, undoablePending]);

  return null;
};

const SHOW_BY_TYPE = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
} as const;

/** A message key is translated with its arguments; a component message can close its toast. */
const messageOf = (
  { message, notificationOptions }: NotificationPayload,
  translate: ReturnType<typeof useTranslate>,
  id: string,
): ReactNode => {
  if (typeof message === 'string') return translate(message, notificationOptions?.messageArgs);
  if (!isValidElement(message)) return null;
  return (
    <CloseNotificationContext.Provider value={() => toast.dismiss(id)}>{message}</CloseNotificationContext.Provider>
  );
};
