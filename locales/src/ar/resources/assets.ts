import type { assets } from '@club/schema/resources/assets';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assets>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أصول |||| أصل |||| الأصول |||| أصول |||| أصلًا |||| أصل',
  fields: {
    name: 'اسم الأصل',
    serialNumber: 'الرقم التسلسلي',
    categoryId: 'الفئة',
    type: 'النوع',
    brand: 'العلامة التجارية',
    location: 'الموقع',
    status: 'الحالة',
    condition: 'الحالة الفنية',
    value: 'التكلفة',
    salvageValue: 'القيمة التخريدية',
    accumulatedDepreciation: 'مجمع الإهلاك',
    bookValue: 'القيمة الدفترية',
    lastDepreciatedPeriod: 'آخر شهر أُهلك',
    purchaseDate: 'تاريخ الشراء',
    warrantyExpiresAt: 'تاريخ انتهاء الضمان',
    responsibleId: 'المسؤول',
    notes: 'ملاحظات',
  },
  enums: {
    type: {
      sportsEquipment: 'معدات رياضية',
      furniture: 'أثاث',
      electronics: 'أجهزة إلكترونية',
      vehicle: 'مركبة',
      medicalEquipment: 'معدات طبية',
      building: 'مبنى',
      other: 'أخرى',
    },
    status: { inUse: 'قيد الاستخدام', available: 'متاح', underMaintenance: 'تحت الصيانة', retired: 'خارج الخدمة' },
    condition: { new: 'جديد', good: 'جيد', fair: 'مقبول', poor: 'رديء', needsRepair: 'بحاجة إلى إصلاح' },
  },
  rules: {
    salvageAtMostCost: 'لا تزيد القيمة التخريدية على تكلفة الأصل',
  },
});
