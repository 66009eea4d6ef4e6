import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { PermissionStore } from '../access/permission-store';
import { readerOf } from '../access/readers';
import type { CrudService, Row } from '../crud/crud.service';
import { ApiError } from '../crud/errors';
import type { Outbox } from '../outbox/outbox';
import { afterTransaction } from './after-transaction';
import { eventNameOf, isSubscribable, SUBSCRIPTIONS, takes, type WebhookPayload } from './webhook-events';

/** The kind of the outbox's webhook messages: recipient the subscription's id, subject the event's id, body what is POSTed. */
export const WEBHOOK_KIND = 'webhook' as const;

/** A write as the enqueueing sees it (a write event, or a delete about to be made). */
interface Written {
  resource: string;
  action: 'create' | 'update' | 'delete' | 'restore';
  id: string;
  recordAction?: { name: string };
}

/**
 * How long the resources with subscriptions are kept without reading them again: a subscription
 * saved on this instance is seen at once, one saved on another instance within this long.
 */
const SUBSCRIBED_KEPT_MS = 5_000;

/** No owner (a system write made it, or its owner left): row rules that name "me" name nobody. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Queues, in the write's own transaction, one delivery per active subscription (with a secret)
 * that takes the event: a write rolled back sends nothing. Each carries the record as the
 * subscription's role reads it through the engine (hidden fields left out, row rules applied):
 * a record that role may not read is not delivered at all. A delete is read before it is made.
 */
export class DeliveryQueue {
  constructor(
    private readonly pool: Pool,
    private readonly crud: CrudService,
    private readonly permissions: PermissionStore,
    private readonly outbox: Outbox,
  ) {}

  /** The resources some active subscription names, as last read (most writes have none to look up). */
  private subscribed: { resources: Set<string>; readAt: number } | undefined;

  /** Read again at the next write: a subscription of this instance changed. */
  forgetSubscribed(): void {
    this.subscribed = undefined;
  }

  private async maySubscribe(client: PoolClient, resource: string): Promise<boolean> {
    if (!this.subscribed || Date.now() - this.subscribed.readAt > SUBSCRIBED_KEPT_MS) {
      const s = this.crud.table(SUBSCRIPTIONS);
      const { rows } = await client.query<{ resource: string }>(`SELECT DISTINCT s.${s.column('resource')} AS "resource" FROM ${s.table} s WHERE s.${s.column('status')} = 'active'`);
      this.subscribed = { resources: new Set(rows.map((row) => row.resource)), readAt: Date.now() };
    }
    return this.subscribed.resources.has(resource);
  }

  async enqueue(client: PoolClient, write: Written): Promise<void> {
    if (!isSubscribable(this.crud.registry, write.resource) || !(await this.maySubscribe(client, write.resource))) return;
    const s = this.crud.table(SUBSCRIPTIONS);
    const roles = this.crud.table('roles');
    const { rows } = await client.query<{ id: string; events: unknown; ownerId: string | null; role: string | null }>(
      `SELECT s."id", s.${s.column('events')} AS "events", s.${s.column('ownerId')} AS "ownerId", r.${roles.column('key')} AS "role"
       FROM ${s.table} s JOIN "webhook_secrets" k ON k."subscription_id" = s."id" LEFT JOIN ${roles.table} r ON r."id" = s.${s.column('roleId')}
       WHERE s.${s.column('resource')} = $1 AND s.${s.column('status')} = 'active'`,
      [write.resource],
    );
    const event = eventNameOf(write);
    const subscribed = rows.filter((row) => row.role && takes(row.events, event));
    if (subscribed.length === 0) return;
    const snapshot = this.permissions.now() ?? (await this.permissions.load(client));
    const eventId = randomUUID();
    const occurredAt = new Date().toISOString();
    for (const subscription of subscribed) {
      const record = await this.readAs(write, subscription.ownerId ?? NOBODY, snapshot.roles.get(subscription.role!));
      if (!record) continue;
      const payload: WebhookPayload = { id: eventId, type: `${write.resource}.${event}`, resource: write.resource, event, recordId: write.id, occurredAt, data: record };
      await this.send(client, { subscriptionId: subscription.id, eventId, body: JSON.stringify(payload) });
    }
  }

  /** Queues one delivery in the caller's transaction, delivered as soon as that transaction ends. */
  async send(client: PoolClient, delivery: { subscriptionId: string; eventId: string; body: string }): Promise<void> {
    await this.outbox.enqueue(client, { channel: 'webhook', kind: WEBHOOK_KIND, recipient: delivery.subscriptionId, subject: delivery.eventId, body: delivery.body });
    afterTransaction(this.pool, client, () => this.outbox.wake());
  }

  /** The record as the role reads it now (in the write's transaction), or nothing when it may not. */
  private async readAs(write: Written, userId: string, role: Parameters<typeof readerOf>[1]): Promise<Row | undefined> {
    const reader = readerOf(userId, role);
    if (!reader.may(write.resource, 'show')) return undefined;
    try {
      return await this.crud.getOne(write.resource, write.id, 'en', reader);
    } catch (error) {
      // Outside its row rules (a 404 to that reader): the subscription never learns of it.
      if (error instanceof ApiError && error.getStatus() === 404) return undefined;
      throw error;
    }
  }
}
