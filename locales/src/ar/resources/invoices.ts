import type { invoices } from '@club/schema/resources/invoices';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoices>({
  name: 'فواتير |||| فاتورة |||| الفواتير |||| فواتير |||| فاتورةً |||| فاتورة',
  fields: {
    number: 'رقم الفاتورة',
    type: 'النوع',
    creditedInvoiceId: 'الفاتورة الملغاة بالإشعار',
    customerName: 'العميل',
    customerEmail: 'بريد العميل',
    customerVatNumber: 'الرقم الضريبي للعميل',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    status: 'الحالة',
    notes: 'ملاحظات',
    issuedAt: 'وقت الإصدار',
    sellerName: 'البائع',
    sellerVatNumber: 'الرقم الضريبي للبائع',
    qrCode: 'رمز الاستجابة السريعة',
    subtotal: 'المجموع قبل الضريبة',
    vatTotal: 'ضريبة القيمة المضافة',
    total: 'الإجمالي',
    paidAmount: 'المدفوع',
    totalInWords: 'الإجمالي كتابةً بالإنجليزية',
    totalInWordsAr: 'الإجمالي كتابةً',
  },
  enums: {
    status: { draft: 'مسودة', issued: 'صادرة', partiallyPaid: 'مدفوعة جزئيًا', paid: 'مدفوعة', canceled: 'ملغاة' },
    type: { simplified: 'فاتورة ضريبية مبسطة', standard: 'فاتورة ضريبية', creditNote: 'إشعار دائن' },
  },
  actions: {
    issue: 'إصدار',
    cancel: 'إلغاء المسودة',
    'pay-part': 'مدفوعة جزئيًا بسند قبض',
    'mark-paid': 'تعليم كمدفوعة',
    credit: 'ملغاة بإشعار دائن',
  },
  rules: {
    customerVatNumber: 'تحتاج الفاتورة الضريبية (للمنشآت) إلى الرقم الضريبي للعميل',
    creditedInvoiceId: 'يذكر الإشعار الدائن الفاتورة التي يلغيها',
    credit: 'تُلغى الفاتورة الصادرة بإصدار إشعار دائن يشير إليها',
  },
});
