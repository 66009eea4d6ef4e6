import type { attachments } from '@club/schema/resources/attachments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof attachments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مرفقات |||| مرفق |||| المرفقات |||| مرفقات |||| مرفقًا |||| مرفق',
  fields: {
    fileName: 'اسم الملف',
    file: 'الملف',
    mediaType: 'النوع',
    sizeBytes: 'الحجم (بايت)',
    resource: 'نوع السجل',
    field: 'الحقل',
    recordId: 'السجل',
    uploadedById: 'رفعه',
    uploadedAt: 'رُفع في',
  },
});
