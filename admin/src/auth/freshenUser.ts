import { fetchUtils } from 'react-admin';
import { authStorage } from './authStorage';
import { AUTH_API } from './paths';
import { sessionFetch } from './sessionFetch';
import type { AuthUser } from './types';

/** How often, at most, the signed-in user (and so their permissions) is read again. */
export const FRESHEN_INTERVAL_MS = 60_000;

let last = 0;

/**
 * Reads /api/auth/me again now and then (on navigation, via checkAuth), so that a role or a
 * permission changed by an administrator reaches the menu without signing out. A failure
 * changes nothing: a 401 is handled by sessionFetch like any other call.
 */
export const freshenUser = (): void => {
  if (Date.now() - last < FRESHEN_INTERVAL_MS || !authStorage.read().accessToken) return;
  last = Date.now();
  void sessionFetch(fetchUtils.fetchJson, `${AUTH_API}/me`, {})
    .then(({ json }) => {
      const user = (json as { user?: AuthUser } | undefined)?.user;
      if (user && authStorage.read().accessToken) authStorage.setUser(user);
    })
    .catch(() => undefined);
};
