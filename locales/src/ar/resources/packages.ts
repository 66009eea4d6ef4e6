import type { packages } from '@club/schema/resources/packages';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof packages>({
  name: 'باقات |||| باقة |||| الباقات |||| باقات |||| باقةً |||| باقة',
  fields: {
    name: 'الاسم (إنجليزي)',
    nameAr: 'الاسم (عربي)',
    category: 'الفئة',
    description: 'الوصف',
    months: 'المدة بالأشهر',
    price: 'السعر',
    maxFreezeDays: 'أيام التجميد المسموحة',
    sessionsPerWeek: 'الحصص في الأسبوع',
    ageGroupId: 'الفئة العمرية',
    freeInvites: 'دعوات الضيوف المجانية',
    isActive: 'معروضة',
  },
  enums: { category: { membership: 'عضوية', academy: 'أكاديمية', fitness: 'لياقة', swimming: 'سباحة', family: 'عائلية' } },
  rules: {
    featureOnce: 'هذه الميزة مدرجة من قبل',
  },
});
