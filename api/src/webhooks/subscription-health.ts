import type { CrudService } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { InAppNotifications } from '../notifications/in-app';
import type { RuleMessages } from '../rules/rule-messages';
import { SUBSCRIPTIONS } from './webhook-events';

/** Deliveries given up in a row that pause a subscription. */
export const PAUSE_AFTER_FAILED_DELIVERIES = 20;
/** Hours of nothing but failures that pause it too (a receiver down for a day). */
export const PAUSE_AFTER_FAILING_HOURS = 24;

/**
 * How a subscription's deliveries fare: a delivery resets it; a failed attempt starts (or goes
 * on with) its failing time, and a delivery given up counts. Too many in a row, or a day of
 * failures, pauses it through the engine (its audit entry names the cause) and tells its owner
 * in the app, in one transaction.
 */
export class SubscriptionHealth {
  constructor(private readonly deps: { crud: CrudService; records: Records; notifications: InAppNotifications; messages: RuleMessages }) {}

  async delivered(id: string): Promise<void> {
    const s = this.deps.crud.table(SUBSCRIPTIONS);
    await this.deps.crud.together((client) =>
      client.query(`UPDATE ${s.table} SET ${s.column('failuresInRow')} = 0, ${s.column('failingSince')} = NULL, ${s.column('lastDeliveredAt')} = now() WHERE "id" = $1`, [id]),
    );
  }

  async failed(id: string, givenUp: boolean): Promise<void> {
    const s = this.deps.crud.table(SUBSCRIPTIONS);
    await this.deps.crud.together(async (client) => {
      const { rows } = await client.query<{ failed: number; overdue: boolean; active: boolean; ownerId: string | null; name: string }>(
        `UPDATE ${s.table} SET ${s.column('failingSince')} = COALESCE(${s.column('failingSince')}, now()), ${s.column('failuresInRow')} = ${s.column('failuresInRow')} + $2
         WHERE "id" = $1
         RETURNING ${s.column('failuresInRow')} AS "failed", ${s.column('failingSince')} <= now() - make_interval(hours => $3) AS "overdue",
                   ${s.column('status')} = 'active' AS "active", ${s.column('ownerId')} AS "ownerId", ${s.column('name')} AS "name"`,
        [id, givenUp ? 1 : 0, PAUSE_AFTER_FAILING_HOURS],
      );
      const row = rows[0];
      if (!row?.active || (row.failed < PAUSE_AFTER_FAILED_DELIVERIES && !row.overdue)) return;
      await this.deps.records.update(SUBSCRIPTIONS, id, { status: 'paused' }, { resource: SUBSCRIPTIONS, id, action: 'pauseFailing', locale: 'en' });
      if (!row.ownerId) return;
      const say = (locale: 'en' | 'ar') => this.deps.messages.resourceText(locale, SUBSCRIPTIONS, 'pausedNotice', { failed: row.failed, hours: PAUSE_AFTER_FAILING_HOURS }) ?? '';
      await this.deps.notifications.send(client, [{ userId: row.ownerId, kind: 'changed', resource: SUBSCRIPTIONS, recordId: id, title: row.name, body: `${say('en')} / ${say('ar')}` }]);
    });
  }
}
