import type { facilityRates } from '@club/schema/resources/facilityRates';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilityRates>({
  name: 'أسعار الحجز |||| سعر الحجز |||| أسعار الحجز |||| أسعار حجز |||| سعرًا للحجز |||| سعر حجز',
  fields: {
    facilityId: 'المرفق',
    name: 'الاسم (إنجليزي)',
    nameAr: 'الاسم (عربي)',
    dayType: 'الأيام',
    fromTime: 'من الساعة',
    toTime: 'إلى الساعة',
    hourlyRate: 'سعر الساعة (شامل الضريبة)',
    isActive: 'مستخدم',
  },
  enums: {
    dayType: { weekday: 'من الأحد إلى الخميس', weekend: 'الجمعة والسبت' },
  },
  rules: { endsAfterStart: 'ينتهي السعر بعد بدايته' },
});
