import { HttpError } from 'react-admin';
import { authStorage } from '../../auth/authStorage';
import { refreshSession } from '../../auth/refreshSession';
import type { AuthSession, AuthUser } from '../../auth/types';
import { httpClient } from '../../data/httpClient';

const ME = '/api/auth/me';
const PASSWORD = '/api/auth/password';

/** What the profile form may change (PATCH /api/auth/me). */
export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  preferences?: Record<string, unknown>;
}

/**
 * The /api/auth routes are left out of the data client's silent refresh (sign-in and refresh
 * must not recurse), so the account calls renew an expired access token themselves, once.
 */
const withRenewal = async <T>(call: () => Promise<T>): Promise<T> => {
  const sent = authStorage.read().accessToken;
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !sent) throw error;
    if (!(await refreshSession(sent))) throw error;
    return call();
  }
};

const send = (url: string, method: string, body: unknown) => () => httpClient(url, { method, body: JSON.stringify(body) });

export const accountApi = {
  me: async (): Promise<AuthUser> => (await withRenewal(() => httpClient(ME))).json.user as AuthUser,

  update: async (changes: AccountChanges): Promise<AuthUser> => {
    const user = (await withRenewal(send(ME, 'PATCH', changes))).json as AuthUser;
    authStorage.setUser(user);
    return user;
  },

  /** The server signs this tab in again (every other session ends): keep the new token. */
  changePassword: async (currentPassword: string, newPassword: string): Promise<AuthSession> => {
    const session = (await withRenewal(send(PASSWORD, 'POST', { currentPassword, newPassword }))).json as AuthSession;
    authStorage.set({ user: session.user, accessToken: session.accessToken });
    return session;
  },
};

/** The server's field errors of a failed call ({ field: message }), or none. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof HttpError && error.body && typeof error.body.errors === 'object' ? (error.body.errors as Record<string, string>) : {};

/** The server's message of a failed call, when it has one. */
export const messageOf = (error: unknown): string | undefined =>
  error instanceof HttpError && typeof error.body?.message === 'string' ? error.body.message : undefined;
