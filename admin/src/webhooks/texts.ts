import { webhookSubscriptions } from '@club/schema/resources/webhookSubscriptions';
import { registry } from '@club/schema/browser';
import type { TranslateFunction } from 'react-admin';

/** The webhooks' API name, from their declaration. */
export const WEBHOOKS = webhookSubscriptions.name;

/** The webhooks' own words (`resources.webhookSubscriptions.texts.*` in locales/). */
export const webhooksText = (translate: TranslateFunction, key: string, values?: Record<string, unknown>) => translate(`resources.${WEBHOOKS}.texts.${key}`, values);

/** The writes every kind of record has (api/src/webhooks/webhook-events.ts); its record actions come on top. */
const WRITE_EVENTS = ['created', 'updated', 'deleted'] as const;

/** Resources webhooks are never for: their own, and the outbox (the server refuses them too). */
const NOT_SUBSCRIBABLE = new Set([WEBHOOKS, 'webhookDeliveries', 'notifications']);

export const subscribableResources = () => registry.resources.filter((resource) => !NOT_SUBSCRIBABLE.has(resource.name));

/** An event by its name in the reader's language: a write's, or the resource's action's button label. */
export const eventLabel = (translate: TranslateFunction, resource: string | undefined, event: string) =>
  (WRITE_EVENTS as readonly string[]).includes(event) ? webhooksText(translate, event) : translate(`resources.${resource}.actions.${event}`, { _: event });

/** The events a webhook for this resource may name. */
export const eventsOf = (resource: string | undefined): string[] => [...WRITE_EVENTS, ...Object.keys(registry.get(resource ?? '')?.actions ?? {})];
