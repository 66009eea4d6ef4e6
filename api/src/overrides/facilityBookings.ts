import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { WriteEvent } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualLine, creditUnpaidInvoices, dropDraftInvoices, invoiceCharge, linesForTotal, roundingLine } from './parts/billing';
import { bookingPrice } from './parts/booking-price';
import { todayInRiyadh } from './parts/club-calendar';

const PRICED_BY: readonly string[] = ['facilityId', 'startsAt', 'endsAt'];

/** A booking confirmed (made so, or moved there) gets its invoice at its price, due on its day (or today, for one entered late). */
const invoiceBooking = async (records: Records, rules: RuleRefusals, event: WriteEvent, client: PoolClient): Promise<void> => {
  const booking = event.after!;
  const amount = Math.round(Number(booking.amount ?? 0) * 100);
  if (amount <= 0) return;
  const [place] = await records.find('facilities', { id: booking.facilityId }, { limit: 1 });
  const day = new Date(booking.startsAt as string).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
  const today = todayInRiyadh();
  const description = bilingualLine(rules, event.resource, 'invoiceLine', () => ({ place: String(place?.name ?? ''), number: String(booking.number ?? ''), day }));
  await invoiceCharge(records, client, {
    customerName: String(booking.bookedFor ?? booking.title),
    dueDate: day < today ? today : day,
    source: { facilityBookingId: event.id },
    items: linesForTotal(amount, description, roundingLine(rules, event.resource)),
  }, causeOf(event));
};

// A booking's rules are declared in its schema (its moves, dates, the place's capacity and hours);
// what stays here: a booking made by a signed-in person is theirs unless it says otherwise, its
// price comes from the place's rates, and confirming it invoices that price in the same transaction.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async ({ action, before, values, actor }) => {
    if (action === 'create' && values.requesterId === undefined) values.requesterId = actor?.id ?? null;
    if (action === 'delete' || action === 'restore') return;
    if (action === 'create' || PRICED_BY.some((field) => field in values)) {
      const booking = { ...before, ...values };
      values.amount = (await bookingPrice(records, String(booking.facilityId), booking.startsAt, booking.endsAt)) / 100;
    }
    // Owed once confirmed (and invoiced): its price less what was paid.
    const booking = { ...before, ...values };
    const owed = ['confirmed', 'completed'].includes(String(booking.status)) ? Math.round(Number(booking.amount ?? 0) * 100) : 0;
    values.remainingAmount = Math.max(0, owed - Math.round(Number(booking.paidAmount ?? 0) * 100)) / 100;
  },
  afterWrite: async (event, client) => {
    if (event.action === 'delete') return dropDraftInvoices(records, 'facilityBookingId', event.id, causeOf(event));
    const confirmedNow = event.after?.status === 'confirmed' && (event.action === 'create' || (event.action === 'update' && event.before?.status !== 'confirmed'));
    if (confirmedNow) await invoiceBooking(records, rules, event, client);
    // Cancelled once confirmed: its invoice, unpaid, is credited.
    if (event.action === 'update' && event.after?.status === 'cancelled' && event.before?.status === 'confirmed') {
      await creditUnpaidInvoices(records, 'facilityBookingId', event.id, bilingualLine(rules, event.resource, 'cancelledCredit', () => ({ number: String(event.after!.number ?? '') })), causeOf(event));
    }
  },
}));
