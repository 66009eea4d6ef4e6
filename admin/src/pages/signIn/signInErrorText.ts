import type { TranslateFunction } from 'react-admin';
import { AuthApiError } from '../../auth/authApi';

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * What the form says when signing in fails: the server's own (localized) message for bad
 * credentials and bad input, the wait in minutes when throttled (429 + Retry-After), a
 * connection hint when the server cannot be reached.
 */
export const signInErrorText = (error: unknown, translate: TranslateFunction): string => {
  if (!(error instanceof AuthApiError)) return translate('app.auth.unreachable');
  if (error.status === 429 && error.retryAfterSeconds !== undefined) {
    return translate('app.auth.tooManyAttempts', { smart_count: minutesOf(error.retryAfterSeconds) });
  }
  if (error.status === 401) return error.message || translate('app.auth.invalidCredentials');
  if (error.status >= 500) return translate('app.errors.somethingWentWrong');
  return error.message || translate('app.errors.somethingWentWrong');
};
