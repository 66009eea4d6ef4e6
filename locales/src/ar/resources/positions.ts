import type { positions } from '@club/schema/resources/positions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof positions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'وظائف |||| وظيفة |||| الوظائف |||| وظائف |||| وظيفةً |||| وظيفة',
  fields: {
    title: 'المسمى',
    titleAr: 'المسمى بالعربية',
    departmentId: 'الإدارة',
    grade: 'الدرجة',
    headcount: 'العدد المعتمد',
    description: 'الوصف',
  },
});
