import type { companies } from '@club/schema/resources/companies';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof companies>({
  name: 'شركات |||| شركة |||| الشركات |||| شركات |||| شركةً |||| شركة',
  fields: {
    name: 'الاسم (إنجليزي)',
    nameAr: 'الاسم (عربي)',
    type: 'نوع العلاقة',
    crNumber: 'السجل التجاري',
    vatNumber: 'الرقم الضريبي',
    city: 'المدينة',
    address: 'العنوان',
    contactName: 'مسؤول التواصل',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    website: 'الموقع الإلكتروني',
    iban: 'رقم الآيبان',
    paymentTermsDays: 'مدة السداد (أيام)',
    isActive: 'نشطة',
    notes: 'ملاحظات',
  },
  enums: { type: { customer: 'عميل', supplier: 'مورد', sponsor: 'راعٍ', partner: 'شريك', lawFirm: 'مكتب محاماة' } },
});
