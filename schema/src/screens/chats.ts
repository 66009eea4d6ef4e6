import { defineScreen } from '../screen';

// Chats between staff (SPEC §2 /chats): the reader's conversations with their unread counts, one
// conversation's messages, new ones arriving without a reload.
export const chats = defineScreen({
  name: 'chats',
  route: '/chats',
  menu: { group: 'internalOps', icon: 'Chat', order: 60 },
  access: { manager: ['show'], cashier: ['show'], member: ['show'] },
});
