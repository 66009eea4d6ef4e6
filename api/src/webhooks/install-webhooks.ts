import type { Pool } from 'pg';
import type { PermissionStore } from '../access/permission-store';
import type { CrudService } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { SecretBox } from '../integrations/secret-box';
import type { InAppNotifications } from '../notifications/in-app';
import type { AddressGuard } from '../outbox/address-guard';
import type { Outbox } from '../outbox/outbox';
import type { RuleRefusals } from '../rules/refusals';
import type { RuleMessages } from '../rules/rule-messages';
import type { RecordActions } from '../server-overrides/record-actions';
import { DeliveryQueue } from './enqueue-deliveries';
import { SubscriptionHealth } from './subscription-health';
import { subscriptionRules } from './subscription-rules';
import { newSecretAction, sendAgainAction } from './webhook-actions';
import { DELIVERIES, SUBSCRIPTIONS } from './webhook-events';
import { WebhookTransport } from './webhook-transport';

/** The outbox's resource, whose rows carry each delivery's body. */
const NOTIFICATIONS = 'notifications';

export interface WebhookDeps {
  pool: Pool;
  crud: CrudService;
  records: Records;
  permissions: PermissionStore;
  outbox: Outbox;
  secrets: SecretBox;
  guard: AddressGuard;
  notifications: InAppNotifications;
  rules: RuleRefusals;
  messages: RuleMessages;
  recordActions: RecordActions;
}

/**
 * Signed webhooks (issue 50): every committed write of a subscribed resource queues its
 * deliveries in its own transaction (a delete is read before it is made, as the role saw it);
 * the outbox delivers them through the webhook transport with its retries and backoff. Needs
 * the secrets' seal and the address guard, which no resource override is given: installed here,
 * as ZATCA is.
 */
export const installWebhooks = (deps: WebhookDeps): void => {
  const { crud } = deps;
  const queue = new DeliveryQueue(deps.pool, crud, deps.permissions, deps.outbox);
  const everyResource = crud.registry.resources.map(({ name }) => name);
  crud.onWrite(async (event, client) => {
    if (event.action !== 'delete') await queue.enqueue(client, event);
  });
  crud.beforeWrite(
    async (write, client) => {
      if (write.action === 'delete' && write.id) await queue.enqueue(client, { resource: write.resource, action: 'delete', id: write.id });
    },
    { resources: everyResource, last: true },
  );
  crud.onCommitted(() => queue.forgetSubscribed(), { resources: [SUBSCRIPTIONS] });
  crud.beforeWrite(subscriptionRules({ crud, guard: deps.guard, rules: deps.rules, outbox: deps.outbox }), { resources: [SUBSCRIPTIONS] });
  deps.recordActions.add(SUBSCRIPTIONS, 'new-secret', newSecretAction(deps.secrets));
  deps.recordActions.add(DELIVERIES, 'send-again', sendAgainAction(queue, NOTIFICATIONS));
  const health = new SubscriptionHealth({ crud, records: deps.records, notifications: deps.notifications, messages: deps.messages });
  deps.outbox.useTransport('webhook', new WebhookTransport({ pool: deps.pool, crud, records: deps.records, secrets: deps.secrets, guard: deps.guard, health }));
};
