import type { warehouseTransfers } from '@club/schema/resources/warehouseTransfers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseTransfers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تحويلات |||| تحويل مخزني |||| التحويلات بين المستودعات |||| تحويلات |||| تحويلًا |||| تحويل',
  fields: {
    number: 'رقم التحويل',
    fromWarehouseId: 'من مستودع',
    toWarehouseId: 'إلى مستودع',
    transferredOn: 'تاريخ التحويل',
    reason: 'السبب',
    status: 'الحالة',
    postedById: 'رحّله',
    postedAt: 'تاريخ الترحيل',
    reversedById: 'عكسه',
    reversedAt: 'تاريخ العكس',
    reversalReason: 'سبب العكس',
    notes: 'ملاحظات',
  },
  enums: {
    status: { draft: 'مسودة', posted: 'مُرحَّل', reversed: 'معكوس' },
  },
  actions: {
    post: 'ترحيل',
    reverse: 'عكس',
  },
});
