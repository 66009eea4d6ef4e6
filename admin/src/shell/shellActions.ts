import type { NotificationType } from 'react-admin';

/** What code outside React (the QueryClient's caches) may ask of the mounted app. */
export interface ShellActions {
  /** Queues a react-admin notification (a message key), shown as a toast. */
  notify: (message: string, type: NotificationType) => void;
  navigate: (to: string) => void;
}

let current: ShellActions | undefined;

/** Called by <ShellActionsBridge> inside the router; returns the unregister function. */
export const registerShellActions = (actions: ShellActions): (() => void) => {
  current = actions;
  return () => {
    if (current === actions) current = undefined;
  };
};

/** The mounted app's actions; undefined before it mounts (then there is no screen to update). */
export const shellActions = (): ShellActions | undefined => current;
