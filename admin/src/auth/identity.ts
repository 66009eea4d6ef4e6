import type { UserIdentity } from 'react-admin';
import type { AuthUser } from './types';

/** The name the app bar shows: first and last name, else the username, else the email. */
export const fullNameOf = (user: AuthUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username || user.email || '';

/** react-admin's identity; `detail` (email or username) is shown under the name in the user menu. */
export const identityOf = (user: AuthUser): UserIdentity => ({
  id: user.id,
  fullName: fullNameOf(user),
  detail: user.email || user.username || '',
});
