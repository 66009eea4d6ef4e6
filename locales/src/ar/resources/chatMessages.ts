import type { chatMessages } from '@club/schema/resources/chatMessages';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatMessages>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'رسائل |||| رسالة |||| الرسائل |||| رسائل |||| رسالةً |||| رسالة',
  fields: {
    conversationId: 'المحادثة',
    senderId: 'من',
    body: 'الرسالة',
  },
  rules: {
    sendersOwn: 'لا يعدّل الرسالة أو يحذفها إلا مرسلها',
    staysInConversation: 'تبقى الرسالة في محادثتها',
  },
});
