import type { trashedRecords } from '@club/schema/resources/trashedRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trashedRecords>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات محذوفة |||| سجل محذوف |||| سلة المحذوفات |||| سجلات محذوفة |||| سجلًا محذوفًا |||| سجل محذوف',
  fields: {
    resource: 'نوع السجل',
    recordId: 'السجل المحذوف',
    summary: 'السجل',
    record: 'الحقول',
    lines: 'البنود',
    lineCount: 'البنود',
    fileCount: 'الملفات',
    deletedById: 'حذفه',
    purgeAt: 'يُحذف نهائيًا في',
    createdAt: 'وقت الحذف',
  },
  actions: { restore: 'استعادة' },
});
