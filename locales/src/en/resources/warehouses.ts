import type { warehouses } from '@club/schema/resources/warehouses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouses>({
  name: 'Warehouse |||| Warehouses',
  fields: {
    name: 'Name',
    code: 'Code',
    location: 'Location',
    managerId: 'Manager',
    capacity: 'Capacity',
    isActive: 'Active',
    notes: 'Notes',
  },
});
