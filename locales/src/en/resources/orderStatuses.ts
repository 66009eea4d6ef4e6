import type { orderStatuses } from '@club/schema/resources/orderStatuses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderStatuses>({
  name: 'Request status |||| Request statuses',
  fields: { domain: 'Unit', code: 'Code', name: 'Name (English)', nameAr: 'Name (Arabic)', position: 'Order', color: 'Colour', isInitial: 'New requests start here', isFinal: 'Closes the request' },
  enums: {
    domain: { hr: 'Human resources', warehouse: 'Warehouse', maintenance: 'Maintenance' },
    color: { grey: 'Grey', blue: 'Blue', amber: 'Amber', green: 'Green', red: 'Red' },
  },
  rules: {
    initialNotFinal: 'The step requests start in does not close them',
  },
});
