import type { Records } from '../crud/records';
import type { CrudService } from '../crud/crud.service';
import type { Cause } from '../crud/cause';
import type { InAppNotifications } from '../notifications/in-app';
import type { RuleMessages } from '../rules/rule-messages';
import { SUBSCRIPTIONS } from './webhook-events';

/** Deliveries given up in a row that pause a subscription. */
export const PAUSE_AFTER_FAILED_DELIVERIES = 20;
/** Hours of nothing but failures that pause it too (a receiver down for a day). */
export const PAUSE_AFTER_FAILING_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/**
 * How a subscription's deliveries fare, kept on it through the engine only when it changes (a
 * delivery after failures clears it; a first failure starts its failing time; a delivery given up
 * counts). Too many given up in a row, or a day of failures, pauses it and tells its owner in the
 * app, in one transaction.
 */
export class SubscriptionHealth {
  constructor(private readonly deps: { crud: CrudService; records: Records; notifications: InAppNotifications; messages: RuleMessages }) {}

  private causeOf(id: string): Cause {
    return { resource: SUBSCRIPTIONS, id, action: 'deliver', locale: 'en' };
  }

  async delivered(id: string): Promise<void> {
    await this.deps.crud.together(async () => {
      const subscription = await this.deps.records.get(SUBSCRIPTIONS, id, { lock: true });
      if (!subscription || (!subscription.failuresInRow && !subscription.failingSince)) return;
      await this.deps.records.update(SUBSCRIPTIONS, id, { failuresInRow: 0, failingSince: null }, this.causeOf(id));
    });
  }

  async failed(id: string, givenUp: boolean): Promise<void> {
    await this.deps.crud.together(async (client) => {
      const subscription = await this.deps.records.get(SUBSCRIPTIONS, id, { lock: true });
      if (!subscription) return;
      const failed = Number(subscription.failuresInRow ?? 0) + (givenUp ? 1 : 0);
      const since = subscription.failingSince ? new Date(String(subscription.failingSince)) : new Date();
      const pause = subscription.status === 'active' && (failed >= PAUSE_AFTER_FAILED_DELIVERIES || Date.now() - since.getTime() >= PAUSE_AFTER_FAILING_HOURS * HOUR_MS);
      const values = { failuresInRow: failed, failingSince: since.toISOString(), ...(pause ? { status: 'paused' } : {}) };
      if (!pause && failed === subscription.failuresInRow && subscription.failingSince) return;
      await this.deps.records.update(SUBSCRIPTIONS, id, values, { ...this.causeOf(id), action: pause ? 'pauseFailing' : 'deliver' });
      if (!pause || !subscription.ownerId) return;
      const say = (locale: 'en' | 'ar') => this.deps.messages.resourceText(locale, SUBSCRIPTIONS, 'pausedNotice', { failed, hours: PAUSE_AFTER_FAILING_HOURS }) ?? '';
      await this.deps.notifications.send(client, [{ userId: String(subscription.ownerId), kind: 'changed', resource: SUBSCRIPTIONS, recordId: id, title: String(subscription.name), body: `${say('en')} / ${say('ar')}` }]);
    });
  }
}
