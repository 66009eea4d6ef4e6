import type { maintenanceSuppliers } from '@club/schema/resources/maintenanceSuppliers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceSuppliers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'موردين |||| مورد صيانة |||| فريق الصيانة والموردون |||| موردين |||| موردًا |||| مورد',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    kind: 'النوع',
    specialty: 'التخصص',
    employeeId: 'الموظف',
    crNumber: 'رقم السجل التجاري',
    vatNumber: 'الرقم الضريبي',
    contactPerson: 'مسؤول التواصل',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    contractStart: 'بداية العقد',
    contractEnd: 'نهاية العقد',
    rating: 'التقييم (1–5)',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    kind: { teamMember: 'عضو في الفريق', contractor: 'مقاول' },
    specialty: {
      electrical: 'كهرباء',
      plumbing: 'سباكة',
      hvac: 'تكييف وتبريد',
      civil: 'أعمال مدنية',
      grounds: 'الملاعب والعشب',
      carpentry: 'نجارة',
      equipment: 'الأجهزة الرياضية',
      cleaning: 'نظافة',
      general: 'عامة',
    },
    status: { active: 'نشط', suspended: 'موقوف', inactive: 'غير نشط' },
  },
  rules: {
    employeeNamed: 'عضو الفريق أحد موظفي النادي',
    crNumberNamed: 'يحتاج المقاول إلى رقم سجله التجاري',
    contractEndsAfterStart: 'ينتهي العقد بعد بدايته',
  },
});
