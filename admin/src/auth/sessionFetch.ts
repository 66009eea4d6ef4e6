import { fetchUtils, HttpError } from 'react-admin';
import { authStorage } from './authStorage';
import { AUTH_API } from './paths';
import { refreshSession } from './refreshSession';

/** The message key react-admin notifies when the session cannot be renewed (SPEC §8). */
export const SESSION_EXPIRED = 'app.errors.sessionExpired';

/** fetchJson, or another transport with its way of failing (an upload with progress, a download). */
type Fetch<T> = (url: string, options: fetchUtils.Options) => Promise<T>;

const withToken = (options: fetchUtils.Options, accessToken: string): fetchUtils.Options => {
  if (!accessToken) return options;
  const headers = new Headers(options.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return { ...options, headers };
};

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

const isAuthCall = (url: string) => new URL(url, window.location.origin).pathname.startsWith(`${AUTH_API}/`);

/**
 * Sends the stored access token as a Bearer header. A 401 outside /api/auth gets one silent
 * refresh (shared by parallel calls) and one retry; when the session cannot be renewed the call
 * fails with a 401 whose message is SESSION_EXPIRED, and authProvider.checkError takes over.
 */
export const sessionFetch = async <T = Awaited<ReturnType<typeof fetchUtils.fetchJson>>>(fetch: Fetch<T>, url: string, options: fetchUtils.Options): Promise<T> => {
  const sent = authStorage.read().accessToken;
  try {
    return await fetch(url, withToken(options, sent));
  } catch (error) {
    if (!isUnauthorized(error) || !sent || isAuthCall(url)) throw error;
  }
  const renewed = await refreshSession(sent);
  if (renewed) {
    try {
      return await fetch(url, withToken(options, renewed));
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
  }
  throw new HttpError(SESSION_EXPIRED, 401, { message: SESSION_EXPIRED });
};
