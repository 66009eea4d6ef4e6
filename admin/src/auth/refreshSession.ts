import { AuthApiError, authApi } from './authApi';
import { authStorage } from './authStorage';

let pending: Promise<string> | null = null;

/** Serialises refreshes across tabs too, so two tabs never present the same refresh cookie. */
const exclusively = async <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('auth-storage:refresh', task) : task();

const refresh = async (rejectedToken: string): Promise<string> => {
  // Another call or tab may have refreshed while this one waited: use its token.
  const stored = authStorage.read().accessToken;
  if (stored && stored !== rejectedToken) return stored;
  try {
    const session = await authApi.refresh();
    authStorage.set({ user: session.user, accessToken: session.accessToken });
    return session.accessToken;
  } catch (error) {
    // The server said no: the session is over. A network failure is just a failed call.
    if (error instanceof AuthApiError && error.status < 500) return '';
    throw error;
  }
};

/**
 * A fresh access token after `rejectedToken` got a 401, or '' when the session cannot be renewed
 * (refresh cookie missing, expired or reused). Parallel callers share one POST /api/auth/refresh.
 */
export const refreshSession = (rejectedToken: string): Promise<string> => {
  pending ??= exclusively(() => refresh(rejectedToken)).finally(() => {
    pending = null;
  });
  return pending;
};
