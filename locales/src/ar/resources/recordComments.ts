import type { recordComments } from '@club/schema/resources/recordComments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof recordComments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تعليقات |||| تعليق |||| التعليقات |||| تعليقات |||| تعليقًا |||| تعليق',
  fields: { resource: 'نوع السجل', recordId: 'السجل', authorId: 'الكاتب', body: 'التعليق', mentionIds: 'المُشار إليهم', attachments: 'المرفقات', editedAt: 'تاريخ التعديل' },
  texts: {
    onlyAuthor: 'لا يعدّل التعليق أو يحذفه إلا كاتبه',
    signedInOnly: 'يكتب التعليقات شخص مسجّل الدخول',
    mentionCannotRead: 'لا يستطيع %{names} رؤية هذا السجل، فلا تمكن الإشارة إليه هنا',
    wrongRecord: 'هذا التعليق تابع لسجل آخر',
  },
});
