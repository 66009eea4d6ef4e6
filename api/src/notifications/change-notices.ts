import type { Registry } from '@club/schema';
import { recordComments } from '@club/schema/resources/recordComments';
import { recordFollowers } from '@club/schema/resources/recordFollowers';
import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService } from '../crud/crud.service';
import type { Followers } from './followers';
import type { InAppNotifications } from './in-app';
import type { RecordAudience } from './record-audience';

/** Records that are the talk itself, or the notices: their writes tell nobody of a change. */
const NOT_FOLLOWED = new Set([recordComments.name, recordFollowers.name, notificationRecipients.name]);

/**
 * ONE write hook over the records people work on: a person's edit of a record (not the server's,
 * nor an effect of another write) tells its followers but the editor, each who may still read it,
 * in the write's transaction. Read-only records and settings have no followers.
 */
export const registerChangeNotices = (crud: CrudService, registry: Registry, followers: Followers, audience: RecordAudience, notifications: InAppNotifications): void => {
  const followed = registry.resources.filter((resource) => !resource.readOnly && !resource.serverRows && !NOT_FOLLOWED.has(resource.name)).map((resource) => resource.name);
  crud.onWrite(
    async (event, client) => {
      if (event.action !== 'update' || !event.actor || event.cause || event.changed.length === 0 || !event.after) return;
      // Whom this very write named (a new assignee) is told that instead (in-app.ts).
      const fields = registry.get(event.resource)?.fields ?? {};
      const named = new Set(event.changed.filter((name) => { const field = fields[name]; return field?.kind === 'reference' && (field.notifies === 'assigned' || field.notifies === 'approval'); }).map((name) => String(event.after?.[name])));
      const people = (await followers.of(client, event.resource, event.id, event.after)).filter((id) => id !== event.actor?.id && !named.has(id));
      if (people.length === 0) return;
      const told = await audience.readersOf(client, event.resource, event.id, people);
      if (told.length === 0) return;
      const title = (await summaryOfRecord(client, crud, registry, event.resource, event.after)) ?? event.id;
      await notifications.send(client, told.map((userId) => ({ userId, kind: 'changed' as const, resource: event.resource, recordId: event.id, title })));
    },
    { resources: followed },
  );
};
