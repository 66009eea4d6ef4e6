import { chatMessages } from '@club/schema/resources/chatMessages';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

/** The grant of those who oversee every conversation (the chat resources' scope). */
const ALL_CHATS = chatMessages.scope!.everyone.grant;

/** The start of a message as its conversation shows it (160 characters, never half a character). */
const preview = (body: string): string => {
  const start = body.slice(0, 160);
  return /[\uD800-\uDBFF]$/.test(start) ? start.slice(0, -1) : start;
};

// A message is its sender's (whoever sends it, a member of the conversation by its row scope):
// only they (or a moderator) correct or remove it, and it stays in its conversation. Sending it moves the
// conversation's last message and adds one to every other member's unread count; the sender has read it.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values, actor, reader } = write;
    if (action === 'create') {
      values.senderId = actor?.id ?? null;
      return;
    }
    // Those who oversee every conversation (the allChats grant) moderate any message; a message
    // back from the trash is its sender's (its stored values) to bring back.
    if (actor && (before ?? values).senderId !== actor.id && !reader?.holds(ALL_CHATS)) throw rules.refuse(write, 'sendersOwn', {}, 409, []);
    if (action === 'update' && 'conversationId' in values && values.conversationId !== before?.conversationId) throw rules.refuse(write, 'staysInConversation', {}, 409);
  },
  afterWrite: async (event) => {
    const { action, after } = event;
    if (action !== 'create' || !after) return;
    const cause = causeOf(event);
    // The conversation's row first (locked), then its members' counts: messages sent at once take turns.
    await records.update('chatConversations', after.conversationId as string, { lastMessageAt: after.createdAt, lastMessage: preview(String(after.body)) }, cause);
    for (const read of await records.find('chatReads', { conversationId: after.conversationId }, { lock: true })) {
      const own = read.userId === after.senderId;
      await records.update('chatReads', read.id as string, own ? { unreadCount: 0, lastReadAt: new Date() } : { unreadCount: Number(read.unreadCount) + 1 }, cause);
    }
  },
}));
