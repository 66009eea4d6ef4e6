import { defineResource, f } from '../index';

// A message of a conversation: sent by a member (the sender is whoever sent it), corrected or removed only by them.
export const chatMessages = defineResource({
  name: 'chatMessages',
  route: '/chats/messages',
  menu: { group: 'internalOps', icon: 'Chat', order: 62, sidebar: false },
  recordRepresentation: 'body',
  fields: {
    conversationId: f.reference('chatConversations', { required: true }),
    senderId: f.reference('users', { readOnly: true }),
    body: f.longText({ required: true, maxLength: 4000 }),
  },
  list: { columns: ['conversationId', 'senderId', 'body', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { conversationId: { alwaysOn: true }, createdAt: { ops: ['gt', 'gte', 'lte'] } },
  indexes: [['conversationId', 'createdAt']],
  access: { manager: ['list', 'show', 'create'], cashier: ['list', 'show', 'create'], member: ['list', 'show', 'create'] },
  scope: { owners: ['conversationId.participantIds'], everyone: { grant: 'allChats' } },
  checks: {
    sendersOwn: { kind: 'override', field: 'senderId' },
    staysInConversation: { kind: 'override', field: 'conversationId' },
  },
});
