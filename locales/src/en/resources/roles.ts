import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Role |||| Roles',
  permission: 'Roles & Permissions',
  fields: {
    id: 'ID',
    key: 'Key',
    name: 'Name',
    nameAr: 'Arabic name',
    rank: 'Rank',
    description: 'Description',
    permissions: 'Page permissions',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
});
