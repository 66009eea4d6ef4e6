import type { chatMessages } from '@club/schema/resources/chatMessages';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatMessages>({
  name: 'Message |||| Messages',
  fields: {
    conversationId: 'Conversation',
    senderId: 'From',
    body: 'Message',
  },
  rules: {
    sendersOwn: 'Only its sender changes or removes a message',
    staysInConversation: 'A message stays in its conversation',
  },
});
