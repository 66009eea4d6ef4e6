import { useGetList } from 'react-admin';
import { usePreferences } from '../../../preferences/usePreferences';

export interface RoleChoice {
  id: string;
  name: string;
}

interface RoleRecord {
  id: string;
  key: string;
  name: string;
  nameAr: string;
  rank: number;
}

/** The roles an invitation may give, from the API, named in the screen's language (highest rank first). */
export const useInviteRoles = (): { roles: RoleChoice[]; isPending: boolean } => {
  const { locale } = usePreferences();
  const { data, isPending } = useGetList<RoleRecord>('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'rank', order: 'DESC' } });
  const roles = (data ?? []).map((role) => ({ id: role.id, name: (locale === 'ar' ? role.nameAr : role.name) || role.name || role.key }));
  return { roles, isPending };
};
