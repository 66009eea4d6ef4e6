import { defineResource, f } from '../index';

// What each member has not read yet of each conversation: kept by the server (a message counts for
// every member but its sender; opening the conversation reads it). Each reader sees their own.
export const chatReads = defineResource({
  name: 'chatReads',
  route: '/chats/unread',
  menu: { group: 'internalOps', icon: 'Chat', order: 63, sidebar: false },
  recordRepresentation: 'unreadCount',
  readOnly: true,
  fields: {
    conversationId: f.reference('chatConversations', { required: true }),
    userId: f.reference('users', { required: true }),
    unreadCount: f.integer({ required: true, min: 0 }),
    lastReadAt: f.datetime(),
  },
  list: { columns: ['conversationId', 'userId', 'unreadCount', 'lastReadAt'], sort: ['createdAt', 'DESC'] },
  filters: { userId: { alwaysOn: true }, conversationId: {} },
  uniqueTogether: [['conversationId', 'userId']],
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'] },
  scope: { owners: ['userId'], everyone: { grant: 'allChats' } },
});
