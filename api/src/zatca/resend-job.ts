import type { PoolClient } from 'pg';
import type { ResourceTable } from '../crud/sql';
import type { Outbox } from '../outbox/outbox';
import type { ScheduledJob } from '../scheduler';

/** How often invoices still waiting for ZATCA are looked at. */
const EVERY_MINUTES = 30;

export interface ZatcaMessage {
  enqueue(client: PoolClient, invoice: { id: string; number: string }): Promise<void>;
}

/**
 * Invoices still pending with no message left in the outbox (it gave up after its tries: ZATCA
 * away for hours) are sent again, so a simplified invoice is still reported within its 24 hours
 * and a standard one cleared once ZATCA answers.
 */
export const resendJob = (invoices: () => ResourceTable, notifications: () => ResourceTable, message: ZatcaMessage): ScheduledJob => ({
  everyMinutes: EVERY_MINUTES,
  run: async (client) => {
    const i = invoices();
    const n = notifications();
    const { rows } = await client.query(
      `SELECT i."id", i.${i.column('number')} AS "number" FROM ${i.table} i
       WHERE i.${i.column('zatcaStatus')} = 'pending'
         AND NOT EXISTS (SELECT 1 FROM ${n.table} m WHERE m.${n.column('channel')} = 'zatca' AND m.${n.column('status')} = 'pending' AND m.${n.column('body')} = i."id"::text)
       ORDER BY i.${i.column('zatcaCounter')} FOR UPDATE OF i SKIP LOCKED`,
    );
    for (const row of rows as { id: string; number: string }[]) await message.enqueue(client, row);
    return rows.length;
  },
});
