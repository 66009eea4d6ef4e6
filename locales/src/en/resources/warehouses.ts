import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Warehouse |||| Warehouses',
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Code',
    location: 'Location',
    managerId: 'Manager',
    capacity: 'Capacity',
    isActive: 'Active',
    notes: 'Notes',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
});
