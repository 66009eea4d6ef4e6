import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// A conversation's participants are whoever started it and the members they added: direct, with one
// other person (one conversation per pair, found under the pair's lock), or a named group of three
// or more (its title declared). Each participant's unread count is kept in chatReads (a row each, made and removed with
// the participants); `read` clears the reader's.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor } = write;
    // The unread counts go with the conversation (its messages, if any, keep it: 409).
    if (action === 'delete') {
      for (const read of await records.find('chatReads', { conversationId: id }, { lock: true })) await records.delete('chatReads', read.id as string, causeOf(write));
      return;
    }
    if (action === 'create') values.createdById = actor?.id ?? null;
    if (before && 'kind' in values && values.kind !== before.kind) throw rules.refuse(write, 'kindStays');
    const conversation = { ...before, ...values };
    const starter = conversation.createdById as string | null;
    const members = [...new Set((conversation.memberIds as string[] | undefined) ?? [])].filter((member) => member !== starter);
    const participants = [...(starter ? [starter] : []), ...members];
    values.participantIds = participants;
    if (conversation.kind === 'direct') {
      if (participants.length !== 2) throw rules.refuse(write, 'directWithOne');
      values.title = null;
      const pair = [...participants].sort();
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat:${pair.join(':')}`]);
      const { rows } = await client.query(`SELECT 1 FROM "chat_conversations" WHERE "kind" = 'direct' AND "participant_ids" @> $1::uuid[] AND "id" IS DISTINCT FROM $2`, [pair, id ?? null]);
      if (rows[0]) throw rules.refuse(write, 'oneDirectPerPair', {}, 409);
    } else {
      if (participants.length < 3) throw rules.refuse(write, 'groupOfThree');
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
