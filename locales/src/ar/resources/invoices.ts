import type { invoices } from '@club/schema/resources/invoices';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoices>({
  name: 'فواتير |||| فاتورة |||| الفواتير |||| فواتير |||| فاتورةً |||| فاتورة',
  fields: {
    number: 'رقم الفاتورة',
    customerName: 'العميل',
    customerEmail: 'بريد العميل',
    customerVatNumber: 'الرقم الضريبي للعميل',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    status: 'الحالة',
    notes: 'ملاحظات',
    subtotal: 'المجموع قبل الضريبة',
    vatTotal: 'ضريبة القيمة المضافة',
    total: 'الإجمالي',
  },
  enums: {
    status: { draft: 'مسودة', issued: 'صادرة', paid: 'مدفوعة', canceled: 'ملغاة' },
  },
});
