import type { buses } from '@club/schema/resources/buses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof buses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حافلات |||| حافلة |||| الحافلات |||| حافلات |||| حافلةً |||| حافلة',
  fields: {
    busNumber: 'رقم الحافلة',
    plateNumber: 'رقم اللوحة',
    make: 'الشركة المصنعة',
    model: 'الطراز',
    year: 'سنة الصنع',
    capacity: 'عدد المقاعد',
    type: 'النوع',
    driverId: 'السائق المعتاد',
    assetId: 'سجل الأصل',
    supervisorId: 'مشرف الأسطول',
    insuranceExpiry: 'انتهاء التأمين',
    registrationExpiry: 'انتهاء الاستمارة',
    insuranceRemindedFor: 'أُرسل تذكير التأمين لتاريخ',
    registrationRemindedFor: 'أُرسل تذكير الاستمارة لتاريخ',
    odometerKm: 'عداد المسافة (كم)',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    type: {
      bus: 'حافلة كبيرة',
      coaster: 'كوستر',
      miniBus: 'حافلة صغيرة',
      van: 'فان',
    },
    status: {
      active: 'في الخدمة',
      inMaintenance: 'في الصيانة',
      outOfService: 'خارج الخدمة',
    },
  },
  texts: {
    insurance: 'تأمين',
    registration: 'استمارة',
    paperEndsSubject: 'انتهاء %{paper} الحافلة %{bus} في %{date}',
    paperEndsText: 'ينتهي %{paper} الحافلة %{bus} (%{plate}) في %{date}. جدّده قبل ذلك التاريخ:',
  },
});
