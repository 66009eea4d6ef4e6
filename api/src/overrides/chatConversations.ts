import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; direct: string; group: string; title: string; exists: string; kind: string }> = {
  en: {
    refused: 'The conversation cannot be saved this way',
    direct: 'A direct conversation is with one other person',
    group: 'A group has at least two other members',
    title: 'Name the group',
    exists: 'You already have a direct conversation with this person',
    kind: 'A conversation stays direct or a group',
  },
  ar: {
    refused: 'لا يمكن حفظ المحادثة بهذه الطريقة',
    direct: 'المحادثة المباشرة مع شخص واحد آخر',
    group: 'للمجموعة عضوان آخران على الأقل',
    title: 'اكتب اسم المجموعة',
    exists: 'لديك محادثة مباشرة مع هذا الشخص بالفعل',
    kind: 'تبقى المحادثة مباشرة أو مجموعة كما بدأت',
  },
};

// A conversation's participants are whoever started it and the members they added: direct, with one
// other person (one conversation per pair, found under the pair's lock), or a named group of three
// or more. Each participant's unread count is kept in chatReads (a row each, made and removed with
// the participants); `read` clears the reader's.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, locale } = write;
    // The unread counts go with the conversation (its messages, if any, keep it: 409).
    if (action === 'delete') {
      for (const read of await records.find('chatReads', { conversationId: id }, { lock: true })) await records.delete('chatReads', read.id as string, causeOf(write));
      return;
    }
    const m = MESSAGES[locale];
    if (action === 'create') values.createdById = actor?.id ?? null;
    if (before && 'kind' in values && values.kind !== before.kind) throw badRequest(m.refused, { kind: m.kind });
    const conversation = { ...before, ...values };
    const starter = conversation.createdById as string | null;
    const members = [...new Set((conversation.memberIds as string[] | undefined) ?? [])].filter((member) => member !== starter);
    const participants = [...(starter ? [starter] : []), ...members];
    values.participantIds = participants;
    if (conversation.kind === 'direct') {
      if (participants.length !== 2) throw badRequest(m.refused, { memberIds: m.direct });
      values.title = null;
      const pair = [...participants].sort();
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat:${pair.join(':')}`]);
      const { rows } = await client.query(`SELECT 1 FROM "chat_conversations" WHERE "kind" = 'direct' AND "participant_ids" @> $1::uuid[] AND "id" IS DISTINCT FROM $2`, [pair, id ?? null]);
      if (rows[0]) throw conflict(m.exists, { memberIds: m.exists });
    } else {
      if (participants.length < 3) throw badRequest(m.refused, { memberIds: m.group });
      if (!String(conversation.title ?? '').trim()) throw badRequest(m.refused, { title: m.title });
    }
  },
  afterWrite: async (event) => {
    if (event.action === 'delete') return;
    const participants = new Set((event.after?.participantIds as string[] | undefined) ?? []);
    const reads = await records.find('chatReads', { conversationId: event.id }, { lock: true });
    const cause = causeOf(event);
    for (const read of reads) if (!participants.has(read.userId as string)) await records.delete('chatReads', read.id as string, cause);
    const kept = new Set(reads.map((read) => read.userId as string));
    for (const userId of participants) {
      if (!kept.has(userId)) await records.create('chatReads', { conversationId: event.id, userId, unreadCount: 0, lastReadAt: new Date() }, cause);
    }
  },
  recordActions: {
    read: {
      // The reader must see the conversation (a participant); their unread count goes back to zero.
      run: async ({ resource, id, actor, reader, locale }, crud) => {
        const conversation = await crud.getOne(resource, id, locale, reader);
        if (actor) {
          const cause = causeOf({ resource, id, action: 'read', actor, locale });
          await crud.together(() => records.updateWhere('chatReads', { conversationId: id, userId: actor.id }, { unreadCount: 0, lastReadAt: new Date() }, cause));
        }
        return conversation;
      },
    },
  },
}));
