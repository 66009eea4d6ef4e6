import type { chatContacts } from '@club/schema/resources/chatContacts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatContacts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'زملاء |||| زميل |||| الزملاء |||| زملاء |||| زميلًا |||| زميل',
  fields: {
    userId: 'المستخدم',
    name: 'الاسم',
    description: 'العمل',
    active: 'نشط',
  },
});
