import type { invoiceItems } from '@club/schema/resources/invoiceItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoiceItems>({
  name: 'بنود |||| بند فاتورة |||| بنود الفواتير |||| بنود |||| بندًا |||| بند',
  fields: {
    invoiceId: 'الفاتورة',
    position: 'البند',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    discount: 'الخصم',
    vatRate: 'نسبة الضريبة %',
    vatExemptionReason: 'سبب عدم فرض الضريبة',
    amount: 'المبلغ',
  },
  enums: {
    vatExemptionReason: {
      financialServices: 'معفى: خدمات مالية (VATEX-SA-29)',
      residentialRealEstate: 'معفى: عقارات سكنية (VATEX-SA-30)',
      exportOfGoods: 'نسبة صفر: تصدير سلع (VATEX-SA-32)',
      exportOfServices: 'نسبة صفر: تصدير خدمات (VATEX-SA-33)',
      qualifyingMedicines: 'نسبة صفر: أدوية مؤهلة (VATEX-SA-35)',
      privateEducation: 'نسبة صفر: تعليم خاص للمواطنين (VATEX-SA-EDU)',
      privateHealthcare: 'نسبة صفر: رعاية صحية خاصة للمواطنين (VATEX-SA-HEA)',
    },
  },
});
