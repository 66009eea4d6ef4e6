import type { pages } from '@club/schema/resources/pages';
import { defineResourceLocale } from '../../types';
import { menuGroups } from '../menuGroups';

export const locale = defineResourceLocale<typeof pages>({
  name: 'Page |||| Manage Pages',
  permission: 'Manage Pages',
  fields: {
    key: 'Key',
    label: 'Permission label',
    labelAr: 'Arabic permission label',
    route: 'Route',
    group: 'Menu group',
    actions: 'Actions',
    enabled: 'Enabled',
    description: 'Description',
  },
  enums: {
    group: menuGroups,
    actions: { list: 'List', show: 'Show', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export', import: 'Import' },
  },
  rules: {
    alwaysOn: 'The page \'%{page}\' cannot be switched off: without it nobody could manage access',
  },
});
