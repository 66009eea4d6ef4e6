import type { journalLines } from '@club/schema/resources/journalLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof journalLines>({
  name: 'أسطر قيود |||| سطر قيد |||| أسطر القيود |||| أسطر قيود |||| سطرًا |||| سطر قيد',
  fields: {
    entryId: 'القيد',
    position: 'السطر',
    accountId: 'الحساب',
    memo: 'البيان',
    debit: 'مدين',
    credit: 'دائن',
    net: 'المدين ناقص الدائن',
    departmentId: 'الإدارة',
    projectId: 'المشروع',
    teamId: 'الفريق',
    entryDate: 'التاريخ',
    posted: 'مرحّل',
  },
  rules: {
    oneSide: 'السطر مدين أو دائن: أحدهما فقط، وأكبر من صفر',
    postingAccountOnly: 'اختر حسابًا يقبل القيود (لا حسابًا رئيسيًا)',
  },
});
