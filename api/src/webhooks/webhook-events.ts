import type { Registry } from '@club/schema';

/** The webhooks' own resources, and the outbox (its bodies hold reset links and codes): never subscribed to. */
export const SUBSCRIPTIONS = 'webhookSubscriptions';
export const DELIVERIES = 'webhookDeliveries';
const NOT_SUBSCRIBABLE = new Set([SUBSCRIPTIONS, DELIVERIES, 'notifications']);

/** What every resource's records may be told of; its record actions come on top. */
export const WRITE_EVENTS = ['created', 'updated', 'deleted'] as const;

/** Whether a subscription may be to a resource's records. */
export const isSubscribable = (registry: Registry, resource: string): boolean => Boolean(registry.get(resource)) && !NOT_SUBSCRIBABLE.has(resource);

/** The events a subscription to a resource may name: the writes, then its record actions. */
export const eventsOf = (registry: Registry, resource: string): string[] => [...WRITE_EVENTS, ...Object.keys(registry.get(resource)?.actions ?? {})];

/** What a write did, as a subscription names it: its record action's name, or created/updated/deleted (a restore from the trash is a creation again). */
export const eventNameOf = (write: { action: 'create' | 'update' | 'delete' | 'restore'; recordAction?: { name: string } }): string =>
  write.recordAction?.name ?? (write.action === 'delete' ? 'deleted' : write.action === 'update' ? 'updated' : 'created');

/** Whether a subscription's events take this one: named, or a record action (a change of the record) under `updated`. */
export const takes = (events: unknown, event: string): boolean =>
  Array.isArray(events) && (events.includes(event) || (!(WRITE_EVENTS as readonly string[]).includes(event) && events.includes('updated')));

/** What a delivery's body is: the event, and the record as the subscription's role reads it. */
export interface WebhookPayload {
  id: string;
  type: string;
  resource: string;
  event: string;
  recordId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}
