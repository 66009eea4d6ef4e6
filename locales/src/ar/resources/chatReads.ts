import type { chatReads } from '@club/schema/resources/chatReads';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatReads>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'غير مقروءة |||| غير مقروءة |||| الرسائل غير المقروءة |||| غير مقروءة |||| غير مقروءة |||| غير مقروءة',
  fields: {
    conversationId: 'المحادثة',
    userId: 'العضو',
    unreadCount: 'غير المقروءة',
    lastReadAt: 'آخر قراءة',
  },
});
