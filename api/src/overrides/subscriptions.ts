import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { addDays, addMonths, daysBetween, todayInRiyadh } from './parts/club-calendar';
import { commentOf, editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, {
  refused: string;
  final: string;
  notActive: string;
  notFrozen: string;
  freezeOrder: string;
  freezeLimit: (allowed: number, left: number) => string;
  overPrice: string;
  overOwed: string;
  refundOverPaid: (paid: string) => string;
  reason: string;
  overlap: (number: string) => string;
  inactivePackage: string;
}> = {
  en: {
    refused: 'This subscription cannot be saved this way',
    final: 'An expired or cancelled subscription does not change any more',
    notActive: 'Only an active subscription can be frozen',
    notFrozen: 'Only a frozen subscription can be resumed',
    freezeOrder: 'A freeze ends today or later',
    freezeLimit: (allowed, left) => `The package allows ${allowed} days of freeze; ${left} are left`,
    overPrice: 'The discount is more than the price',
    overOwed: 'More than the price after the discount was paid',
    refundOverPaid: (paid) => `The refund is more than was paid (${paid} SAR)`,
    reason: 'Say why the subscription is cancelled',
    overlap: (number) => `The member's subscription ${number} to this package covers these dates`,
    inactivePackage: 'This package is no longer offered',
  },
  ar: {
    refused: 'لا يمكن حفظ هذا الاشتراك بهذه الطريقة',
    final: 'لا يتغير الاشتراك بعد انتهائه أو إلغائه',
    notActive: 'لا يُجمَّد إلا اشتراك فعّال',
    notFrozen: 'لا يُستأنف إلا اشتراك مجمَّد',
    freezeOrder: 'ينتهي التجميد اليوم أو بعده',
    freezeLimit: (allowed, left) => `تسمح الباقة بتجميد ${allowed} يومًا؛ المتبقي ${left}`,
    overPrice: 'الخصم أكبر من السعر',
    overOwed: 'المدفوع أكبر من السعر بعد الخصم',
    refundOverPaid: (paid) => `المبلغ المسترد أكبر من المدفوع (${paid} ريال)`,
    reason: 'اذكر سبب إلغاء الاشتراك',
    overlap: (number) => `اشتراك العضو ${number} في هذه الباقة يغطي هذه التواريخ`,
    inactivePackage: 'لم تعد هذه الباقة معروضة',
  },
};

interface Package {
  months: number;
  price: number;
  maxFreezeDays: number;
  isActive: boolean;
}

const packageOf = async (client: PoolClient, id: unknown): Promise<Package> => {
  const { rows } = await client.query<Package>(
    'SELECT "months", "price", "max_freeze_days" AS "maxFreezeDays", "is_active" AS "isActive" FROM "packages" WHERE "id" = $1',
    [id],
  );
  return rows[0]!;
};

/** The last day of a subscription: its months from the start, pushed back by every day frozen. */
const endDateOf = (startDate: string, months: number, frozenDays: number): string => addDays(addMonths(startDate, months), frozenDays - 1);

/** What is still owed, and the money's own limits. */
const settle = (subscription: Row, values: Row, m: (typeof MESSAGES)[Locale]) => {
  const price = halalasOf(subscription.price);
  const discount = halalasOf(subscription.discount ?? 0);
  const paid = halalasOf(subscription.paidAmount ?? 0);
  if (discount > price) throw badRequest(m.refused, { discount: m.overPrice });
  if (paid > price - discount) throw badRequest(m.refused, { paidAmount: m.overOwed });
  values.remainingAmount = (price - discount - paid) / 100;
};

/** Freezes from today to the day asked for, within the days the package still allows; the end moves with it. */
const freeze = (subscription: Row, pack: Package, body: Row, values: Row, m: (typeof MESSAGES)[Locale]) => {
  if (subscription.status !== 'active') throw conflict(m.notActive, { status: m.notActive });
  const today = todayInRiyadh();
  const until = String(body.freezeEnd);
  if (until < today) throw badRequest(m.refused, { freezeEnd: m.freezeOrder });
  const days = daysBetween(today, until) + 1;
  const used = Number(subscription.frozenDays ?? 0);
  if (used + days > pack.maxFreezeDays) {
    const message = m.freezeLimit(pack.maxFreezeDays, Math.max(0, pack.maxFreezeDays - used));
    throw conflict(message, { freezeEnd: message });
  }
  Object.assign(values, { status: 'frozen', frozenDays: used + days, freezeStart: today, freezeEnd: until, endDate: addDays(String(subscription.endDate), days) });
};

/** Resumes a freeze before its last day: the days not used are given back, the end moves back by them. */
const resume = (subscription: Row, values: Row, m: (typeof MESSAGES)[Locale]) => {
  if (subscription.status !== 'frozen') throw conflict(m.notFrozen, { status: m.notFrozen });
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

const cancel = (subscription: Row, body: Row, values: Row, m: (typeof MESSAGES)[Locale]) => {
  if (!['active', 'frozen'].includes(String(subscription.status))) throw conflict(m.final, { status: m.final });
  const reason = commentOf(body);
  if (!reason) throw badRequest(m.reason, { comment: m.reason });
  const refund = halalasOf(body.refundAmount);
  const paid = halalasOf(subscription.paidAmount ?? 0);
  if (refund > paid) throw badRequest(m.refused, { refundAmount: m.refundOverPaid((paid / 100).toFixed(2)) });
  // Nothing more is owed once it is cancelled.
  Object.assign(values, { status: 'cancelled', cancelledAt: new Date().toISOString(), cancelReason: reason, refundAmount: refund / 100, remainingAmount: 0 });
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

// A subscription takes its package's price and months; its end and what is owed are derived. The
// member's row is locked, so two subscriptions of one member to one package never overlap.
export const override = defineOverride(({ records }) => ({
  schedule: { passDays: { everyMinutes: 60, run: (_client, cause) => passDays(records, cause) } },
  recordActions: { freeze: editAction('freeze'), resume: editAction('resume'), cancel: editAction('cancel') },
  beforeWrite: async (write, client) => {
    const { action, before, values, locale, recordAction } = write;
    const m = MESSAGES[locale];
    if (action === 'delete') return;
    if (before && ['expired', 'cancelled'].includes(String(before.status))) throw conflict(m.final, { status: m.final });
    if (recordAction && before) {
      const body = recordAction.body as Row;
      if (recordAction.name === 'freeze') return freeze(before, await packageOf(client, before.packageId), body, values, m);
      if (recordAction.name === 'resume') return resume(before, values, m);
      return cancel(before, body, values, m);
    }
    const subscription: Row = { ...before, ...values };
    // Back from the trash it keeps its price, from a package no longer offered too.
    const repriced = action === 'create' || (action === 'update' && 'packageId' in values && values.packageId !== before?.packageId);
    const pack = await packageOf(client, subscription.packageId);
    if (repriced) {
      if (!pack.isActive) throw badRequest(m.refused, { packageId: m.inactivePackage });
      values.price = subscription.price = pack.price;
    }
    if (action === 'create') values.frozenDays = 0;
    values.endDate = subscription.endDate = endDateOf(String(subscription.startDate), pack.months, Number(subscription.frozenDays ?? 0));
    // One entered after the fact may have ended already.
    if (action === 'create' || subscription.status === 'active') values.status = String(subscription.endDate) < todayInRiyadh() ? 'expired' : 'active';
    settle(subscription, values, m);
    // An expired or cancelled one back from the trash covers no dates.
    if (action === 'restore' && !['active', 'frozen'].includes(String(subscription.status))) return;
    await client.query('SELECT 1 FROM "club_members" WHERE "id" = $1 FOR NO KEY UPDATE', [subscription.clubMemberId]);
    const { rows } = await client.query<{ number: string }>(
      `SELECT "number" FROM "subscriptions" WHERE "club_member_id" = $1 AND "package_id" = $2 AND "status" IN ('active', 'frozen')
         AND "id" IS DISTINCT FROM $3 AND "start_date" <= $5::date AND "end_date" >= $4::date LIMIT 1`,
      [subscription.clubMemberId, subscription.packageId, write.id ?? null, subscription.startDate, subscription.endDate],
    );
    if (rows[0]) throw conflict(m.refused, { startDate: m.overlap(rows[0].number) });
  },
}));
