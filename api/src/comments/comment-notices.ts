import type { Registry } from '@club/schema';
import { recordComments } from '@club/schema/resources/recordComments';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService } from '../crud/crud.service';
import { selectOne } from '../crud/sql';
import type { Followers } from '../notifications/followers';
import type { InAppNotice, InAppNotifications } from '../notifications/in-app';
import type { RecordAudience } from '../notifications/record-audience';

/** How much of a comment a notice quotes. */
const EXCERPT = 200;

/**
 * A comment tells, in its transaction: the people it newly mentions (`mentioned`), and on a new
 * comment the record's other followers (`commented`), never its author, each only while they may
 * read the record. Each as they chose (see InAppNotifications).
 */
export const registerCommentNotices = (crud: CrudService, registry: Registry, followers: Followers, audience: RecordAudience, notifications: InAppNotifications): void => {
  crud.onWrite(
    async (event, client) => {
      if ((event.action !== 'create' && event.action !== 'update') || !event.after || !event.actor) return;
      const comment = event.after;
      const resource = String(comment.resource);
      const recordId = String(comment.recordId);
      if (!registry.get(resource)) return;
      const before = new Set((event.before?.mentionIds as string[] | null) ?? []);
      const mentioned = ((comment.mentionIds as string[] | null) ?? []).filter((id) => !before.has(id) && id !== event.actor?.id);
      const others = event.action === 'create' ? (await followers.of(client, resource, recordId)).filter((id) => id !== event.actor?.id && !mentioned.includes(id)) : [];
      const told = new Set(await audience.readersOf(client, resource, recordId, [...mentioned, ...others]));
      if (told.size === 0) return;
      const table = crud.table(resource);
      const record = (await client.query(selectOne(table, recordId))).rows[0];
      const title = (await summaryOfRecord(client, crud, registry, resource, record)) ?? recordId;
      const body = String(comment.body).slice(0, EXCERPT);
      const notice = (userId: string, kind: 'mentioned' | 'commented'): InAppNotice => ({ userId, kind, resource, recordId, title, body });
      await notifications.send(client, [
        ...mentioned.filter((id) => told.has(id)).map((id) => notice(id, 'mentioned')),
        ...others.filter((id) => told.has(id)).map((id) => notice(id, 'commented')),
      ]);
    },
    { resources: [recordComments.name] },
  );
};
