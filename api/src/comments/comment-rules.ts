import { recordComments } from '@club/schema/resources/recordComments';
import type { CrudService, PendingWrite } from '../crud/crud.service';
import { badRequest, forbidden, notFound } from '../crud/errors';
import { selectOne } from '../crud/sql';
import { MESSAGES } from '../i18n/messages';
import type { RecordAudience } from '../notifications/record-audience';
import type { RuleMessages } from '../rules/rule-messages';
import { namesOf } from './people-names';

const COMMENTS = recordComments.name;

/**
 * The engine's rules of a comment, whatever route writes it (the record's thread, or the comments
 * resource itself): a person writes it on a record they may read, as its author; only its author
 * changes or deletes it, never moving it to another record; everyone it mentions may read the
 * record. A mention of someone who may not is refused with their names (not dropped in silence:
 * the writer would believe them told), and names nothing they could not already look up.
 */
export const registerCommentRules = (crud: CrudService, audience: RecordAudience, messages: RuleMessages): void => {
  const refuse = (write: PendingWrite, key: string, values: Record<string, string> = {}) => messages.resourceText(write.locale, COMMENTS, key, values) ?? key;

  crud.beforeWrite(
    async (write, client) => {
      // A comment back from the trash comes back as it was (the trash's permission says who may).
      if (write.action === 'restore') return;
      // The server's own writes (the demo) are the system's.
      if (!write.actor) {
        if (write.action === 'create' && write.reader) throw forbidden(refuse(write, 'signedInOnly'));
        return;
      }
      if (write.action !== 'create' && write.before?.authorId !== write.actor.id) throw forbidden(refuse(write, 'onlyAuthor'));
      if (write.action === 'delete') return;
      const resource = String(write.values.resource ?? write.before?.resource);
      const recordId = String(write.values.recordId ?? write.before?.recordId);
      if (write.before && (resource !== write.before.resource || recordId !== write.before.recordId)) throw badRequest(refuse(write, 'wrongRecord'), { recordId: refuse(write, 'wrongRecord') });
      if (write.action === 'create') {
        // The writer must read the record; else it is not found for them, as a read of it answers.
        if (!crud.registry.get(resource) || (await audience.readersOf(client, resource, recordId, [write.actor.id])).length === 0) throw notFound(MESSAGES[write.locale].notFound(resource, recordId));
        write.values.authorId = write.actor.id;
      } else write.values.editedAt = new Date().toISOString();
      const mentioned = Array.isArray(write.values.mentionIds) ? (write.values.mentionIds as string[]) : [];
      const readers = new Set(await audience.readersOf(client, resource, recordId, mentioned));
      const refused = mentioned.filter((id) => !readers.has(id));
      if (refused.length > 0) {
        const names = (await namesOf(client, crud, refused)).map((name) => (write.locale === 'ar' ? name.ar : name.en)).join('، ');
        const message = refuse(write, 'mentionCannotRead', { names });
        throw badRequest(message, { mentionIds: message });
      }
    },
    { resources: [COMMENTS] },
  );

  // Listing comments across records (the comments resource's own list) answers only rows whose
  // record the reader may open: one that is not refuses the whole read, rather than leak it.
  crud.onRead(
    async (_resource, rows, reader, db) => {
      const records = new Set(rows.map((row) => `${row.resource}/${row.recordId}`));
      for (const key of records) {
        const [resource, recordId] = key.split('/') as [string, string];
        const table = crud.registry.get(resource) ? crud.table(resource) : undefined;
        const visible = table && reader.may(resource, 'show') && (await db.query(selectOne(table, recordId, crud.viewFor(table, reader)))).rows.length > 0;
        if (!visible) throw forbidden(MESSAGES.en.notFound(resource, recordId));
      }
    },
    { resources: [COMMENTS] },
  );
};
