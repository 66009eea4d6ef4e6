import type { PoolClient } from 'pg';
import { causeOf, type Cause } from '../crud/cause';
import type { PendingWrite, WriteEvent } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualLine, creditUnpaidInvoices, dropDraftInvoices, instalmentDue, instalmentsOf, invoiceCharge, linesForTotal, roundingLine } from './parts/billing';
import { addDays, addMonths, daysBetween, todayInRiyadh } from './parts/club-calendar';
import { commentOf, editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';

type Row = Record<string, unknown>;

interface Package {
  months: number;
  price: number;
  maxFreezeDays: number;
  isActive: boolean;
}

const packageOf = async (client: PoolClient, id: unknown): Promise<Package | undefined> => {
  const { rows } = await client.query<Package>(
    'SELECT "months", "price", "max_freeze_days" AS "maxFreezeDays", "is_active" AS "isActive" FROM "packages" WHERE "id" = $1',
    [id],
  );
  return rows[0];
};

/** The last day of a subscription: its months from the start, pushed back by every day frozen. */
const endDateOf = (startDate: string, months: number, frozenDays: number): string => addDays(addMonths(startDate, months), frozenDays - 1);

/** What is still owed: the price less the discount (declared within it) less what its invoices were paid. */
const settle = (write: PendingWrite, subscription: Row) => {
  if (subscription.status === 'cancelled') return;
  const owed = halalasOf(subscription.price) - halalasOf(subscription.discount ?? 0);
  write.values.remainingAmount = Math.max(0, owed - halalasOf(subscription.paidAmount ?? 0)) / 100;
};

/** Whether the write is only its invoices' payments arriving (allowed on an expired or cancelled one too). */
const paymentOnly = (write: PendingWrite): boolean => write.cause?.resource === 'invoices' && Object.keys(write.values).every((field) => ['paidAmount', 'remainingAmount'].includes(field));

/**
 * A new subscription's invoices, in its transaction: the price less the discount in `instalments`
 * monthly parts from its start (the remainder on the last), each to the member.
 */
const invoiceSubscription = async (records: Records, rules: RuleRefusals, event: WriteEvent, client: PoolClient): Promise<void> => {
  const subscription = event.after!;
  const owed = halalasOf(subscription.price) - halalasOf(subscription.discount ?? 0);
  if (owed <= 0) return;
  const [member] = await records.find('clubMembers', { id: subscription.clubMemberId }, { limit: 1 });
  const [pack] = await records.find('packages', { id: subscription.packageId }, { limit: 1 });
  const parts = instalmentsOf(owed, Number(subscription.instalments ?? 1));
  const rounding = roundingLine(rules, event.resource);
  for (const [index, amount] of parts.entries()) {
    const description = bilingualLine(rules, event.resource, 'invoiceLine', (locale) => ({ package: String(locale === 'ar' ? pack?.nameAr : pack?.name), number: String(subscription.number ?? ''), instalment: index + 1, count: parts.length }));
    await invoiceCharge(records, client, {
      customerName: String(member?.fullNameAr ?? member?.fullName ?? ''),
      customerEmail: (member?.email as string | null) ?? null,
      clubMemberId: String(subscription.clubMemberId),
      dueDate: instalmentDue(String(subscription.startDate).slice(0, 10), index),
      source: { subscriptionId: event.id },
      instalment: index + 1,
      items: linesForTotal(amount, description, rounding),
    }, causeOf(event));
  }
};

/**
 * Renewals (daily): an active subscription set to renew, ending within a week, gets the next one
 * (same member, package, coach, discount and instalments, from the day after its end) with its
 * invoices, once: the renewal names it. A package no longer offered is not renewed.
 */
const renew = async (records: Records, cause: Cause): Promise<number> => {
  const today = todayInRiyadh();
  const ending = await records.find('subscriptions', { status: 'active', autoRenew: true, endDate_gte: today, endDate_lte: addDays(today, 7) });
  let made = 0;
  for (const subscription of ending) {
    if ((await records.find('subscriptions', { renewalOfId: subscription.id }, { limit: 1 })).length) continue;
    const [pack] = await records.find('packages', { id: subscription.packageId, isActive: true }, { limit: 1 });
    if (!pack) continue;
    await records.create('subscriptions', {
      clubMemberId: subscription.clubMemberId, packageId: subscription.packageId, coachId: subscription.coachId ?? null,
      startDate: addDays(String(subscription.endDate).slice(0, 10), 1), discount: subscription.discount ?? 0,
      instalments: subscription.instalments ?? 1, autoRenew: true, renewalOfId: subscription.id,
    }, cause);
    made += 1;
  }
  return made;
};

/** Freezes from today to the day asked for, within the days the package still allows; the end moves with it. */
const freeze = (rules: RuleRefusals, write: PendingWrite, pack: Package) => {
  const subscription = write.before!;
  const today = todayInRiyadh();
  const until = String((write.recordAction!.body as Row).freezeEnd);
  if (until < today) throw rules.refuse(write, 'freezeAhead');
  const days = daysBetween(today, until) + 1;
  const used = Number(subscription.frozenDays ?? 0);
  if (used + days > pack.maxFreezeDays) throw rules.refuse(write, 'freezeLimit', { allowed: pack.maxFreezeDays, left: Math.max(0, pack.maxFreezeDays - used) }, 409);
  Object.assign(write.values, { status: 'frozen', frozenDays: used + days, freezeStart: today, freezeEnd: until, endDate: addDays(String(subscription.endDate), days) });
};

/** Resumes a freeze before its last day: the days not used are given back, the end moves back by them. */
const resume = (subscription: Row, values: Row) => {
  const today = todayInRiyadh();
  const start = String(subscription.freezeStart);
  const end = String(subscription.freezeEnd);
  // Frozen until yesterday: today counts as a day of the subscription again.
  const unused = Math.max(0, daysBetween(today > start ? today : start, end) + 1);
  const lastFrozen = today > start ? addDays(today, -1) : null;
  Object.assign(values, {
    status: 'active',
    frozenDays: Number(subscription.frozenDays) - unused,
    freezeStart: lastFrozen ? start : null,
    freezeEnd: lastFrozen,
    endDate: addDays(String(subscription.endDate), -unused),
  });
};

/** Cancels with a reason (the action asks it) and a refund of at most what was paid; nothing more is owed. */
const cancel = (rules: RuleRefusals, write: PendingWrite) => {
  const body = write.recordAction!.body as Row;
  const reason = commentOf(body);
  if (!reason) throw rules.refuse(write, 'cancelReason', {}, 400, ['comment']);
  const refund = halalasOf(body.refundAmount);
  const paid = halalasOf(write.before!.paidAmount ?? 0);
  if (refund > paid) throw rules.refuse(write, 'refundWithinPaid', { paid: (paid / 100).toFixed(2) });
  Object.assign(write.values, { status: 'cancelled', cancelledAt: new Date().toISOString(), cancelReason: reason, refundAmount: refund / 100, remainingAmount: 0 });
};

/**
 * Frozen subscriptions whose freeze ended are active again (or expired, when their end passed
 * too); active ones past their end are expired. Runs every hour; each row is changed once, with
 * its rules and version.
 */
const passDays = async (records: Records, cause: Cause): Promise<number> => {
  const today = todayInRiyadh();
  const thawed = await records.updateWhere('subscriptions', { status: 'frozen', freezeEnd_lt: today }, { status: 'active' }, cause);
  const expired = await records.updateWhere('subscriptions', { status: 'active', endDate_lt: today }, { status: 'expired' }, cause);
  return thawed.length + expired.length;
};

// A subscription takes its package's price and months; its end and what is owed are derived
// before the declared rules judge it (one of a member to a package at a time, the discount within
// the price). What stays: an expired or cancelled one is final, the package is still offered, the
// freeze, resume and cancel actions' own arithmetic; its invoices, made with it in instalments and
// credited when it is cancelled unpaid (what was paid follows them), and the daily renewals.
export const override = defineOverride(({ records, rules }) => ({
  schedule: {
    passDays: { everyMinutes: 60, run: (_client, cause) => passDays(records, cause) },
    renew: { everyMinutes: 24 * 60, run: (_client, cause) => renew(records, cause) },
  },
  recordActions: { freeze: editAction('freeze'), resume: editAction('resume'), cancel: editAction('cancel') },
  prepare: async (write, client) => {
    const { action, before, values, recordAction } = write;
    if (action === 'delete' || recordAction || paymentOnly(write)) return;
    const subscription: Row = { ...before, ...values };
    // Back from the trash it keeps its price, from a package no longer offered too.
    const repriced = action === 'create' || (action === 'update' && 'packageId' in values && values.packageId !== before?.packageId);
    const pack = await packageOf(client, subscription.packageId);
    if (!pack) return; // the reference check answers it
    if (repriced && pack.isActive) values.price = pack.price;
    if (action === 'create') values.frozenDays = 0;
    values.endDate = endDateOf(String(subscription.startDate), pack.months, Number((action === 'create' ? 0 : subscription.frozenDays) ?? 0));
    // One entered after the fact may have ended already.
    if (action === 'create' || subscription.status === 'active') values.status = String(values.endDate) < todayInRiyadh() ? 'expired' : 'active';
  },
  beforeWrite: async (write, client) => {
    const { action, before, values, recordAction } = write;
    if (action === 'delete') return;
    if (paymentOnly(write)) return settle(write, { ...before, ...values });
    if (before && ['expired', 'cancelled'].includes(String(before.status))) throw rules.refuse(write, 'final', {}, 409, ['status']);
    if (recordAction && before) {
      if (recordAction.name === 'freeze') return freeze(rules, write, (await packageOf(client, before.packageId))!);
      if (recordAction.name === 'resume') return resume(before, values);
      return cancel(rules, write);
    }
    const repriced = action === 'create' || (action === 'update' && 'packageId' in values && values.packageId !== before?.packageId);
    if (repriced && !(await packageOf(client, values.packageId ?? before?.packageId))?.isActive) throw rules.refuse(write, 'packageOffered');
    settle(write, { ...before, ...values });
  },
  afterWrite: async (event, client) => {
    if (event.action === 'create') return invoiceSubscription(records, rules, event, client);
    if (event.action === 'delete') return dropDraftInvoices(records, 'subscriptionId', event.id, causeOf(event));
    // Cancelled, it owes nothing more: its unpaid instalments are credited.
    if (event.after?.status === 'cancelled' && event.before?.status !== 'cancelled') {
      await creditUnpaidInvoices(records, 'subscriptionId', event.id, bilingualLine(rules, event.resource, 'cancelledCredit', () => ({ number: String(event.after!.number ?? '') })), causeOf(event));
    }
  },
}));
