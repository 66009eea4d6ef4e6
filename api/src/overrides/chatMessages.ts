import { chatMessages } from '@club/schema/resources/chatMessages';
import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

/** The grant of those who oversee every conversation (the chat resources' scope). */
const ALL_CHATS = chatMessages.scope!.everyone.grant;

const MESSAGES: Record<Locale, { sender: string; moved: string }> = {
  en: { sender: 'Only its sender changes or removes a message', moved: 'A message stays in its conversation' },
  ar: { sender: 'لا يعدّل الرسالة أو يحذفها إلا مرسلها', moved: 'تبقى الرسالة في محادثتها' },
};

// A message is its sender's (whoever sends it, a member of the conversation by its row scope):
// only they (or a moderator) correct or remove it, and it stays in its conversation. Sending it moves the
// conversation's last message and adds one to every other member's unread count; the sender has read it.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, actor, reader, locale }) => {
    const m = MESSAGES[locale];
    if (action === 'create') {
      values.senderId = actor?.id ?? null;
      return;
    }
    // Those who oversee every conversation (the allChats grant) moderate any message.
    if (actor && before?.senderId !== actor.id && !reader?.holds(ALL_CHATS)) throw conflict(m.sender);
    if (action === 'update' && 'conversationId' in values && values.conversationId !== before?.conversationId) throw conflict(m.moved, { conversationId: m.moved });
  },
  afterWrite: async ({ action, after }, client) => {
    if (action !== 'create' || !after) return;
    await client.query('UPDATE "chat_conversations" SET "last_message_at" = $2, "last_message" = left($3, 160) WHERE "id" = $1', [after.conversationId, after.createdAt, after.body]);
    await client.query('UPDATE "chat_reads" SET "unread_count" = "unread_count" + 1 WHERE "conversation_id" = $1 AND "user_id" IS DISTINCT FROM $2', [after.conversationId, after.senderId]);
    await client.query('UPDATE "chat_reads" SET "unread_count" = 0, "last_read_at" = now() WHERE "conversation_id" = $1 AND "user_id" = $2', [after.conversationId, after.senderId]);
  },
}));
