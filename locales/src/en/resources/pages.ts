import { defineResourceLocale } from '../../types';
import { menuGroups } from '../menuGroups';

export const locale = defineResourceLocale({
  name: 'Page |||| Manage Pages',
  permission: 'Manage Pages',
  fields: {
    id: 'ID',
    key: 'Key',
    label: 'Permission label',
    labelAr: 'Arabic permission label',
    route: 'Route',
    group: 'Menu group',
    actions: 'Actions',
    enabled: 'Enabled',
    description: 'Description',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    group: menuGroups,
    actions: { list: 'List', show: 'Show', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export' },
  },
});
