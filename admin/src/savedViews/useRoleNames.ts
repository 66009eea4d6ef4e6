import { roles } from '@club/schema/resources/roles';
import { useCanAccess, useGetList, useLocale } from 'react-admin';
import { resourceNameFor } from '../resources/names';

const ROLES = resourceNameFor(roles.name);

/** The roles a view may be shared with, each by its name in the screen's language (none for a user who may not list roles). */
export const useRoleNames = (): { id: string; name: string }[] => {
  const locale = useLocale();
  const { canAccess } = useCanAccess({ resource: ROLES, action: 'list' });
  const { data } = useGetList(ROLES, { sort: { field: 'rank', order: 'DESC' }, pagination: { page: 1, perPage: 100 } }, { enabled: canAccess === true });
  return (data ?? []).map((role) => ({ id: String(role.id), name: String((locale === 'ar' && role.nameAr) || role.name) }));
};
