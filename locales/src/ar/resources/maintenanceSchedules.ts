import type { maintenanceSchedules } from '@club/schema/resources/maintenanceSchedules';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceSchedules>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطط |||| خطة صيانة وقائية |||| جداول الصيانة |||| خطط |||| خطةً |||| خطة',
  fields: {
    title: 'العنوان',
    assetId: 'الأصل',
    facilityId: 'المرفق',
    frequency: 'التكرار كل',
    startsOn: 'تبدأ في',
    nextDueOn: 'الاستحقاق التالي',
    leadDays: 'يُفتح الأمر قبل (أيام)',
    priority: 'الأولوية',
    technicianId: 'الفني',
    supplierId: 'المقاول',
    estimatedCost: 'التكلفة التقديرية',
    isActive: 'نشطة',
    requestCount: 'الأوامر المفتوحة',
    lastDueOn: 'آخر استحقاق',
    checklist: 'قائمة الفحص',
  },
  enums: {
    frequency: {
      weekly: 'أسبوع',
      monthly: 'شهر',
      quarterly: 'ربع سنة',
      semiannual: 'ستة أشهر',
      annual: 'سنة',
    },
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
  },
  rules: {
    assetOrPlace: 'حدّد الأصل أو المرفق المراد صيانته',
  },
});
