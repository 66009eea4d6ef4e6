import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Row } from '../../crud/crud.service';
import type { Records } from '../../crud/records';
import { paidOfSource } from './billing';

/** The records an invoice may be made for: its reference field, its column and the source's resource. */
const SOURCES = [
  { field: 'subscriptionId', column: 'subscription_id', resource: 'subscriptions' },
  { field: 'playerSubscriptionId', column: 'player_subscription_id', resource: 'playerSubscriptions' },
  { field: 'facilityBookingId', column: 'facility_booking_id', resource: 'facilityBookings' },
  { field: 'eventParticipantId', column: 'event_participant_id', resource: 'eventParticipants' },
] as const;

/** What an invoice still owes: its total less what was paid; nothing once canceled. */
export const remainingOf = (invoice: Row): number => {
  if (invoice.status === 'canceled') return 0;
  return Math.max(0, Math.round(Number(invoice.total ?? 0) * 100) - Math.round(Number(invoice.paidAmount ?? 0) * 100)) / 100;
};

/**
 * Its source's paid amount follows an invoice's payments (and its cancellation): the sum over the
 * source's invoices, written through the source's own rules, which derive what remains.
 */
export const followPayments = async (records: Records, client: PoolClient, invoice: Row, cause: Cause): Promise<void> => {
  for (const source of SOURCES) {
    const id = invoice[source.field];
    if (typeof id !== 'string') continue;
    if (!(await records.find(source.resource, { id }, { limit: 1 })).length) continue; // the source went to the trash
    const { paid } = await paidOfSource(client, source.column, id);
    await records.update(source.resource, id, { paidAmount: paid / 100 }, cause);
  }
};
