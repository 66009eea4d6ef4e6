import type { circularReceipts } from '@club/schema/resources/circularReceipts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof circularReceipts>({
  name: 'Read receipt |||| Read receipts',
  fields: {
    bulletinId: 'Circular',
    userId: 'Account',
    employeeId: 'Employee',
    departmentId: 'Department',
    readerName: 'Read by',
    readAt: 'Read at',
  },
});
