import type { academyFees } from '@club/schema/resources/academyFees';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof academyFees>({
  name: 'رسوم الأكاديمية |||| رسم الأكاديمية |||| رسما الأكاديمية |||| رسوم أكاديمية |||| رسمًا للأكاديمية |||| رسم أكاديمية',
  fields: {
    ageGroupId: 'الفئة العمرية',
    name: 'الاسم (إنجليزي)',
    nameAr: 'الاسم (عربي)',
    monthlyFee: 'الرسم الشهري (شامل الضريبة)',
    dueDay: 'يوم الاستحقاق من الشهر',
    isActive: 'مستخدم',
  },
  rules: { oneActivePerGroup: 'للفئة العمرية رسم مستخدم بالفعل: %{record}' },
});
