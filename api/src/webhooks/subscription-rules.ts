import type { BeforeWriteHook, CrudService } from '../crud/crud.service';
import type { AddressGuard } from '../outbox/address-guard';
import type { Outbox } from '../outbox/outbox';
import { DeliveryError } from '../outbox/delivery-error';
import type { RuleRefusals } from '../rules/refusals';
import { eventsOf, isSubscribable } from './webhook-events';

/**
 * A subscription's own rules, before its write: its owner is who made it; its URL is http(s) and
 * reaches no loopback, private or link-local address (the integrations' rule: unless
 * INTEGRATION_ALLOWED_HOSTS allows the host; checked again at each delivery, against the address
 * then connected to); it is to a resource one may subscribe to, for events that resource has. A
 * paused subscription's waiting deliveries are given up; made active again, it starts with a clean record; `new-secret` stamps its time.
 */
export const subscriptionRules = (deps: { crud: CrudService; guard: AddressGuard; rules: RuleRefusals; outbox: Outbox }): BeforeWriteHook =>
  async (write, client) => {
    const { action, before, values, actor } = write;
    if (action === 'delete') return;
    if (action === 'create') values.ownerId = actor?.id ?? null;
    if (write.recordAction?.name === 'new-secret') values.secretSetAt = new Date().toISOString();
    if (before?.status === 'paused' && values.status === 'active') {
      values.failuresInRow = 0;
      values.failingSince = null;
    }
    // Paused: what waits for it is not sent (nor retried).
    if (before?.status === 'active' && values.status === 'paused' && write.id) await deps.outbox.withdrawTo(client, 'webhook', write.id, 'The webhook was paused');
    // The server's own changes (a pause after failures) are not the owner's choices to judge.
    if (write.cause) return;
    const subscription = { ...before, ...values };
    const resource = String(subscription.resource ?? '');
    if (!isSubscribable(deps.crud.registry, resource)) throw deps.rules.refuse(write, 'subscribable');
    const allowed = eventsOf(deps.crud.registry, resource);
    const events = subscription.events;
    if (!Array.isArray(events) || events.length === 0 || events.some((event) => typeof event !== 'string' || !allowed.includes(event)) || new Set(events).size !== events.length) {
      throw deps.rules.refuse(write, 'events', { events: allowed.join(', ') });
    }
    if (values.url === undefined && action === 'update') return;
    let url: URL;
    try {
      url = new URL(String(subscription.url));
    } catch {
      throw deps.rules.refuse(write, 'urlScheme');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw deps.rules.refuse(write, 'urlScheme');
    try {
      await deps.guard.check(url.hostname);
    } catch (error) {
      // A name that does not resolve yet is the receiver's to set up; an internal address is refused.
      if (error instanceof DeliveryError && error.failure === 'addressNotAllowed') throw deps.rules.refuse(write, 'addressNotAllowed');
    }
  };
