import type { itemsExports } from '@club/schema/resources/itemsExports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof itemsExports>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أذون |||| إذن صرف |||| صرف المواد |||| أذون صرف |||| إذنًا |||| إذن',
  fields: {
    number: 'رقم الإذن',
    warehouseId: 'المستودع',
    issuedTo: 'يُصرف إلى',
    departmentId: 'الإدارة',
    recipientId: 'المستلم',
    purpose: 'الغرض',
    issuedOn: 'تاريخ الصرف',
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
    issuedTo: { department: 'إدارة', person: 'شخص' },
  },
  actions: {
    post: 'ترحيل',
    reverse: 'عكس',
  },
});
