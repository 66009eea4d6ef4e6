import type { roles } from '@club/schema/resources/roles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof roles>({
  name: 'Role |||| Roles',
  permission: 'Roles & Permissions',
  fields: {
    key: 'Key',
    name: 'Name',
    nameAr: 'Arabic name',
    rank: 'Rank',
    description: 'Description',
    permissions: 'Page permissions',
  },
});
