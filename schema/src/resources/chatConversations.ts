import { defineResource, f } from '../index';

// Conversations between staff (SPEC §2 /chats): whoever starts one and the people they add, direct
// (one other person) or a named group. Its participants (the starter and the members, kept by the
// server) see only their own conversations; the last message's time and text are the server's too.
export const chatConversations = defineResource({
  name: 'chatConversations',
  route: '/chats/conversations',
  menu: { group: 'internalOps', icon: 'Chat', order: 61, sidebar: false },
  recordRepresentation: 'title',
  fields: {
    kind: f.enum(['direct', 'group'], { required: true, default: 'direct' }),
    title: f.text({ maxLength: 120, search: true }),
    memberIds: f.referenceMany('users', { required: true }),
    createdById: f.reference('users', { readOnly: true }),
    participantIds: f.referenceMany('users', { readOnly: true }),
    lastMessageAt: f.datetime({ readOnly: true }),
    lastMessage: f.text({ readOnly: true, maxLength: 160 }),
  },
  list: { columns: ['title', 'kind', 'memberIds', 'lastMessageAt', 'lastMessage'], sort: ['lastMessageAt', 'DESC'] },
  filters: { kind: {}, participantIds: {} },
  access: { manager: ['list', 'show', 'create', 'edit'], cashier: ['list', 'show', 'create', 'edit'], member: ['list', 'show', 'create', 'edit'] },
  scope: { owners: ['participantIds'], everyone: { grant: 'allChats' } },
  actions: { read: { permission: 'show', button: false } },
  checks: {
    groupTitle: { kind: 'required', field: 'title', when: { kind: ['group'] } },
    kindStays: { kind: 'override', field: 'kind' },
    directWithOne: { kind: 'override', field: 'memberIds' },
    groupOfThree: { kind: 'override', field: 'memberIds' },
    oneDirectPerPair: { kind: 'override', field: 'memberIds' },
  },
});
