import type { TranslateFunction } from 'react-admin';
import { AuthApiError } from '../../auth/authApi';

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The form's error line: the server's own (localized) message, the wait when throttled, or a connection hint. */
export const recoveryErrorText = (error: unknown, translate: TranslateFunction): string => {
  if (!(error instanceof AuthApiError)) return translate('app.auth.unreachable');
  if (error.status === 429 && error.retryAfterSeconds !== undefined) {
    return translate('app.recovery.tooManyAttempts', { smart_count: minutesOf(error.retryAfterSeconds) });
  }
  if (error.status >= 500 || !error.message) return translate('app.errors.somethingWentWrong');
  return error.message;
};
