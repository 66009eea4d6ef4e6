import type { orderTypes } from '@club/schema/resources/orderTypes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderTypes>({
  name: 'Request type |||| Request types',
  fields: { code: 'Code', name: 'Name (English)', nameAr: 'Name (Arabic)', domain: 'Unit', requiresApproval: 'Needs approval', slaDays: 'Days to answer', isActive: 'In use' },
  enums: { domain: { hr: 'Human resources', warehouse: 'Warehouse', maintenance: 'Maintenance' } },
});
