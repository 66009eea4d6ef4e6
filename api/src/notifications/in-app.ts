import { deliversTo, RESOURCE_TOPIC_KINDS, TOPIC_OF_KIND, type NoticeKind, type NotificationTopic, type Registry } from '@club/schema';
import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import type { PoolClient } from 'pg';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService, WriteEvent } from '../crud/crud.service';
import { publishChange } from '../live/publish-changes';
import type { NoticeDelivery, NoticeEmail, OutgoingNotice } from './notice-delivery';
import { PeopleSettings } from './people-settings';

const NOTICES = notificationRecipients.name;
/** The people notifications are for (the users), as the declaration names them. */
const PEOPLE = notificationRecipients.fields.userId.target;

/** One notification for one user about one record. */
export interface InAppNotice {
  userId: string;
  kind: NoticeKind;
  resource: string;
  recordId: string;
  title: string;
  body?: string;
  /** Where the notice leads in the admin, when not the record's page (a page of several requests). */
  link?: string;
  /** The words of its email, when it has its own (a declared reminder's) rather than its kind's. */
  email?: NoticeEmail;
}

/**
 * Tells people of what concerns them, as each chose (issue 49): every notice belongs to a topic
 * (its kind's, or its resource's own), and goes in the app, by email and by SMS as the person's
 * settings say, or the club's policy requires, read at this very send. In-app notifications are
 * written, email and SMS queued, in the caller's transaction (they exist if and only if what
 * caused them committed), each linking to its record's page in the admin. A person who takes the
 * daily digest gets no email per notice: the day's in-app notifications come in one.
 */
export class InAppNotifications {
  private readonly settings: PeopleSettings;
  private delivery?: NoticeDelivery;

  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
  ) {
    this.settings = new PeopleSettings(crud);
  }

  /** Email and SMS go out through this from now on (the outbox exists after the notices' hooks). */
  useDelivery(delivery: NoticeDelivery): void {
    this.delivery = delivery;
  }

  /** The topic a notice is told under. */
  topicOf(notice: Pick<InAppNotice, 'kind' | 'resource'>): NotificationTopic {
    const own = this.registry.get(notice.resource)?.notificationTopic;
    return own && RESOURCE_TOPIC_KINDS.includes(notice.kind) ? own : TOPIC_OF_KIND[notice.kind];
  }

  /** The admin path of a record's page. */
  linkOf(resource: string, recordId: string): string {
    return `${this.registry.get(resource)?.route ?? `/${resource}`}/${recordId}/show`;
  }

  async send(client: PoolClient, notices: readonly InAppNotice[]): Promise<void> {
    if (notices.length === 0 || !this.registry.get(NOTICES)) return;
    const people = await this.settings.of(client, notices.map((notice) => notice.userId));
    const required = await this.settings.required(client);
    const inApp: InAppNotice[] = [];
    const outgoing: OutgoingNotice[] = [];
    for (const notice of notices) {
      const person = people.get(notice.userId);
      if (!person) continue;
      const topic = this.topicOf(notice);
      const on = (channel: 'inApp' | 'email' | 'sms') => deliversTo(person.settings, required, topic, channel);
      if (on('inApp')) inApp.push(notice);
      const message = { userId: person.id, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link ?? this.linkOf(notice.resource, notice.recordId), email: notice.email };
      if (on('email') && person.email && !person.digest.enabled) outgoing.push({ ...message, channel: 'email', recipient: person.email });
      if (on('sms') && person.phone) outgoing.push({ ...message, channel: 'sms', recipient: person.phone });
    }
    await this.write(client, inApp);
    if (outgoing.length) await this.delivery?.send(client, outgoing);
  }

  private async write(client: PoolClient, notices: readonly InAppNotice[]): Promise<void> {
    if (notices.length === 0) return;
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
    // `follows` makes the person a follower only (see followers.ts): told of changes, not of being named.
    const fields = Object.entries(resource.fields).flatMap(([name, field]) =>
      field.kind === 'reference' && (field.notifies === 'assigned' || field.notifies === 'approval') ? [{ name, target: field.target, kind: field.notifies as NoticeKind }] : [],
    );
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
