import type { AuthProvider } from 'react-admin';
import { authApi, type Credentials } from './authApi';
import { authStorage } from './authStorage';
import { userCan } from './canAccess';
import { freshenUser } from './freshenUser';
import { identityOf } from './identity';
import { currentSignInLocation } from './redirect';
import { SESSION_EXPIRED } from './sessionFetch';

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * react-admin's view of the session. Signed in means a stored access token (SPEC §2); leaving
 * always lands on /sign-in?redirect=<where the user was>, so signing in brings them back.
 */
export const authProvider: AuthProvider = {
  login: async (credentials: Credentials) => {
    const session = await authApi.signIn(credentials);
    authStorage.set({ user: session.user, accessToken: session.accessToken });
  },

  logout: async () => {
    const { accessToken } = authStorage.read();
    authStorage.reset();
    // Revokes the refresh token and clears its cookie; the local sign-out stands whatever happens.
    if (accessToken) await authApi.signOut(accessToken).catch(() => undefined);
    return currentSignInLocation();
  },

  checkAuth: async () => {
    if (!authStorage.read().accessToken) throw { redirectTo: currentSignInLocation(), message: false };
    freshenUser();
  },

  /** 401 (the refresh already failed in sessionFetch): "Session expired!", reset, sign-in. 403: stay. */
  checkError: async (error: unknown) => {
    if (statusOf(error) !== 401) return;
    throw { redirectTo: currentSignInLocation(), message: SESSION_EXPIRED };
  },

  getIdentity: async () => {
    const { user } = authStorage.read();
    if (!user) throw new Error('Not signed in');
    return identityOf(user);
  },

  getPermissions: async () => authStorage.read().user?.permissions ?? {},

  /** From the permissions of the session (see canAccess.ts); the API refuses the same with 403. */
  canAccess: async ({ resource, action }) => userCan(authStorage.read().user, resource, action),
};
