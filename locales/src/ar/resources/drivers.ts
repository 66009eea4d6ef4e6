import type { drivers } from '@club/schema/resources/drivers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof drivers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سائقين |||| سائق |||| السائقون |||| سائقين |||| سائقًا |||| سائق',
  fields: {
    fullName: 'الاسم الكامل',
    employeeId: 'سجل الموظف',
    nationalId: 'رقم الهوية / الإقامة',
    phone: 'الجوال',
    licenseNumber: 'رقم رخصة القيادة',
    licenseClass: 'نوع الرخصة',
    licenseExpiry: 'تاريخ انتهاء الرخصة',
    hireDate: 'تاريخ التعيين',
    available: 'متاح للرحلات',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    licenseClass: {
      private: 'خاصة',
      publicTransport: 'نقل عام',
      heavyTransport: 'نقل ثقيل',
      bus: 'حافلة',
    },
    status: {
      active: 'على رأس العمل',
      onLeave: 'في إجازة',
      suspended: 'موقوف',
      left: 'غادر',
    },
  },
  rules: {
    activeToBeAvailable: 'لا يكون متاحًا للرحلات إلا السائق الذي على رأس العمل',
    licenceValid: 'انتهت صلاحية الرخصة: السائق المتاح للرحلات يحتاج رخصة سارية',
  },
});
