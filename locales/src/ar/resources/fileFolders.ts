import type { fileFolders } from '@club/schema/resources/fileFolders';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof fileFolders>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مجلدات |||| مجلد |||| المجلدات |||| مجلدات |||| مجلدًا |||| مجلد',
  fields: {
    name: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    parentId: 'داخل المجلد',
    description: 'الوصف',
  },
});
