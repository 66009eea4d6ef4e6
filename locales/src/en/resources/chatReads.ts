import type { chatReads } from '@club/schema/resources/chatReads';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatReads>({
  name: 'Unread count |||| Unread counts',
  fields: {
    conversationId: 'Conversation',
    userId: 'Member',
    unreadCount: 'Unread',
    lastReadAt: 'Last read at',
  },
});
