import type { chatConversations } from '@club/schema/resources/chatConversations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatConversations>({
  name: 'Conversation |||| Conversations',
  fields: {
    kind: 'Kind',
    title: 'Group name',
    memberIds: 'With',
    createdById: 'Started by',
    participantIds: 'Participants',
    lastMessageAt: 'Last message at',
    lastMessage: 'Last message',
  },
  enums: {
    kind: {
      direct: 'Direct',
      group: 'Group',
    },
  },
  actions: {
    read: 'Mark as read',
  },
  rules: {
    groupTitle: 'Name the group',
    kindStays: 'A conversation stays direct or a group',
    directWithOne: 'A direct conversation is with one other person',
    groupOfThree: 'A group has at least two other members',
    oneDirectPerPair: 'You already have a direct conversation with this person',
  },
});
