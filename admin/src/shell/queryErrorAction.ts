import { statusOf } from './httpStatus';

export interface QueryErrorAction {
  /** A message key for the toast. */
  message: string;
  /** Where to go, if anywhere. */
  navigateTo?: string;
}

/**
 * What a failed query does beyond its own screen (SPEC §8). A 500 shows "Internal Server Error!"
 * and opens /500. A 401 is the auth provider's (silent refresh, then "Session expired!" and
 * sign-in), and the other failures are shown by the screen that asked (react-admin notifies).
 */
export const queryErrorAction = (error: unknown): QueryErrorAction | undefined =>
  statusOf(error) === 500 ? { message: 'app.errors.internalServerError', navigateTo: '/500' } : undefined;
