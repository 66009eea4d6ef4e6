import type { chatConversations } from '@club/schema/resources/chatConversations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof chatConversations>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'محادثات |||| محادثة |||| المحادثات |||| محادثات |||| محادثةً |||| محادثة',
  fields: {
    kind: 'النوع',
    title: 'اسم المجموعة',
    memberIds: 'مع',
    createdById: 'بدأها',
    participantIds: 'المشاركون',
    lastMessageAt: 'آخر رسالة في',
    lastMessage: 'آخر رسالة',
  },
  enums: {
    kind: {
      direct: 'مباشرة',
      group: 'مجموعة',
    },
  },
  actions: {
    read: 'تعليم كمقروءة',
  },
  rules: {
    groupTitle: 'اكتب اسم المجموعة',
    kindStays: 'تبقى المحادثة مباشرة أو مجموعة كما بدأت',
    directWithOne: 'المحادثة المباشرة مع شخص واحد آخر',
    groupOfThree: 'للمجموعة عضوان آخران على الأقل',
    oneDirectPerPair: 'لديك محادثة مباشرة مع هذا الشخص بالفعل',
  },
});
