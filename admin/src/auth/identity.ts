import type { UserIdentity } from 'react-admin';
import { readDirection } from '../preferences/direction';
import type { AuthUser } from './types';

/** The name in Arabic when the screen is Arabic and the user has one. */
const arabicNameOf = (user: AuthUser): string =>
  readDirection() === 'rtl' ? [user.firstNameAr, user.lastNameAr].filter((part) => typeof part === 'string' && part.trim()).join(' ').trim() : '';

/** The name the app bar shows: first and last name (in Arabic on an Arabic screen), else the username, else the email. */
export const fullNameOf = (user: AuthUser): string =>
  arabicNameOf(user) || [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username || user.email || '';

/** react-admin's identity; `detail` (email or username) is shown under the name in the user menu. */
export const identityOf = (user: AuthUser): UserIdentity => ({
  id: user.id,
  fullName: fullNameOf(user),
  detail: user.email || user.username || '',
});
