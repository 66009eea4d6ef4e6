import { apiNameOf } from '../resources/names';
import type { AuthUser } from './types';

/**
 * react-admin asks `canAccess({ resource, action })` before it shows a menu item, a button or a
 * page. The answer comes from the permissions the session carries (the API sends them with the
 * user on sign-in, refresh and /me), so it costs no request; the API enforces the same matrix.
 * react-admin's actions map onto the matrix's: `clone` is a create; `read` (some of its own
 * components) is a show.
 */
const ACTION_ALIASES: Readonly<Record<string, string>> = { clone: 'create', read: 'show' };

export const userCan = (user: AuthUser | null | undefined, resource: string, action: string): boolean => {
  const granted = user?.permissions?.[apiNameOf(resource.split('.')[0]!)];
  return !!granted && granted.includes(ACTION_ALIASES[action] ?? action);
};
