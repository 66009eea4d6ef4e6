import type { Registry } from '@club/schema';
import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import type { PoolClient } from 'pg';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService, WriteEvent } from '../crud/crud.service';
import { publishChange } from '../live/publish-changes';

const NOTICES = notificationRecipients.name;
/** The people notifications are for (the users), as the declaration names them. */
const PEOPLE = notificationRecipients.fields.userId.target;

/** One notification for one user about one record. */
export interface InAppNotice {
  userId: string;
  kind: 'assigned' | 'approval' | 'reminder';
  resource: string;
  recordId: string;
  title: string;
  body?: string;
  /** Where the notice leads in the admin, when not the record's page (a page of several requests). */
  link?: string;
}

/**
 * Writes in-app notifications in the caller's transaction (they exist if and only if what caused
 * them committed), each linking to its record's page in the admin.
 */
export class InAppNotifications {
  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
  ) {}

  /** The admin path of a record's page. */
  linkOf(resource: string, recordId: string): string {
    return `${this.registry.get(resource)?.route ?? `/${resource}`}/${recordId}/show`;
  }

  async send(client: PoolClient, notices: readonly InAppNotice[]): Promise<void> {
    if (notices.length === 0 || !this.registry.get(NOTICES)) return;
    const table = this.crud.table(NOTICES);
    const fields = ['userId', 'kind', 'resource', 'recordId', 'title', 'body', 'link'] as const;
    const types = ['uuid', 'text', 'text', 'text', 'text', 'text', 'text'];
    const rows = notices.map((notice) => ({ ...notice, title: notice.title.slice(0, 255), body: notice.body?.slice(0, 500) ?? null, link: notice.link ?? this.linkOf(notice.resource, notice.recordId) }));
    const inserted = await client.query<{ id: string; version: number }>(
      `INSERT INTO ${table.table} (${fields.map((field) => table.column(field)).join(', ')}) SELECT * FROM unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')}) RETURNING "id", "version"`,
      fields.map((field) => rows.map((row) => row[field])),
    );
    // Written beside the engine (many at once): published here, so the bell of each person hears of its own.
    for (const row of inserted.rows) await publishChange(client, { resource: NOTICES, id: row.id, action: 'create', version: row.version, actorId: null });
  }

  /**
   * The people a `notifies` field's value names: the person itself (a reference to the users), or
   * every active user whose own reference names it (the holders of a role).
   */
  async peopleOf(client: PoolClient, target: string, id: string): Promise<string[]> {
    if (target === PEOPLE) return [id];
    const people = this.registry.get(PEOPLE)!;
    const via = Object.entries(people.fields).find(([, field]) => field.kind === 'reference' && field.target === target)?.[0];
    if (!via) return [];
    const table = this.crud.table(PEOPLE);
    const active = people.fields.status ? ` AND ${table.column('status')} = 'active'` : '';
    const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM ${table.table} WHERE ${table.column(via)} = $1${active}`, [id]);
    return rows.map((row) => row.id);
  }
}

/**
 * ONE write hook over the resources with `notifies` fields (a task's assignee, a request's awaited
 * approver): when a write sets such a field to someone other than the writer, they are told in
 * the app, in the write's transaction.
 */
export const registerInAppNotifications = (crud: CrudService, registry: Registry, notifications: InAppNotifications): void => {
  const watched = registry.resources.flatMap((resource) => {
    const fields = Object.entries(resource.fields).flatMap(([name, field]) => (field.kind === 'reference' && field.notifies ? [{ name, target: field.target, kind: field.notifies }] : []));
    return fields.length > 0 ? [[resource.name, fields] as const] : [];
  });
  if (watched.length === 0 || !registry.get(NOTICES)) return;
  const fieldsOf = new Map(watched);
  crud.onWrite(
    async (event: WriteEvent, client: PoolClient) => {
      // A record back from the trash was told to its people when it was first written.
      if (event.action === 'delete' || event.action === 'restore' || !event.after) return;
      const title = (await summaryOfRecord(client, crud, registry, event.resource, event.after)) ?? event.id;
      const notices: InAppNotice[] = [];
      for (const field of fieldsOf.get(event.resource) ?? []) {
        const value = event.after[field.name];
        if (!value || value === event.before?.[field.name]) continue;
        for (const userId of await notifications.peopleOf(client, field.target, String(value))) {
          if (userId !== event.actor?.id) notices.push({ userId, kind: field.kind, resource: event.resource, recordId: event.id, title });
        }
      }
      await notifications.send(client, notices);
    },
    { resources: watched.map(([name]) => name) },
  );
};
