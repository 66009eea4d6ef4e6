import type { libraryFiles } from '@club/schema/resources/libraryFiles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof libraryFiles>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'ملفات |||| ملف |||| مكتبة الملفات |||| ملفات |||| ملفًا |||| ملف',
  fields: {
    title: 'العنوان',
    file: 'الملف',
    folderId: 'المجلد',
    description: 'الوصف',
    tags: 'الوسوم',
    visibility: 'من يراه',
    departmentId: 'الإدارة',
    uploadedById: 'رفعه',
  },
  enums: {
    visibility: {
      private: 'أنا فقط',
      department: 'إدارتي',
      everyone: 'الجميع',
    },
  },
  rules: {
    departmentOnly: 'لا يُذكر القسم إلا لملف القسم',
    departmentNamed: 'اختر الإدارة التي ترى الملف',
  },
});
