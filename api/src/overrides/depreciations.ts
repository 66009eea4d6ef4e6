import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { editAction } from './parts/edit-action';
import { halalasOrZero } from './parts/money';

interface Depreciable {
  id: string;
  method: 'straightLine' | 'decliningBalance';
  lifeYears: number;
  cost: string;
  salvage: string | null;
  book: string | null;
  accumulated: string | null;
}

export interface Entry {
  assetId: string;
  method: Depreciable['method'];
  opening: number;
  amount: number;
  closing: number;
  accumulated: number;
}

/**
 * One month's depreciation of an asset, in halalas: straight line spreads cost less salvage over
 * the useful life's months; declining balance takes twice the straight-line rate of what is left
 * (book value × 2 ÷ months of life). Never below the salvage value; rounded once, half up.
 */
export const monthlyDepreciation = (method: Depreciable['method'], lifeYears: number, cost: number, salvage: number, book: number): number => {
  const months = lifeYears * 12;
  const amount = method === 'straightLine' ? Math.round((cost - salvage) / months) : Math.round((book * 2) / months);
  return Math.max(0, Math.min(amount, book - salvage));
};

/** The last day of a period (2026-04 → 2026-04-30). */
const endOf = (period: string) => new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The entries a run of the period would post now: every asset in service by the month's end, with a depreciable category and something left to depreciate. */
const entriesFor = async (client: PoolClient, period: string): Promise<Entry[]> => {
  const { rows } = await client.query<Depreciable>(
    `SELECT a."id", c."depreciation_method" AS "method", c."useful_life_years" AS "lifeYears", a."value"::text AS "cost", a."salvage_value"::text AS "salvage",
            a."book_value"::text AS "book", a."accumulated_depreciation"::text AS "accumulated"
       FROM "assets" a JOIN "asset_categories" c ON c."id" = a."category_id"
      WHERE c."depreciation_method" IN ('straightLine', 'decliningBalance') AND c."useful_life_years" > 0
        AND a."value" > 0 AND a."status" <> 'retired' AND a."purchase_date" <= $1::date
        AND (a."last_depreciated_period" IS NULL OR a."last_depreciated_period" < $2)
      ORDER BY a."id"`,
    [endOf(period), period],
  );
  return rows.flatMap((asset) => {
    const cost = halalasOrZero(asset.cost);
    const salvage = halalasOrZero(asset.salvage);
    const book = asset.book === null ? cost : halalasOrZero(asset.book);
    const amount = monthlyDepreciation(asset.method, asset.lifeYears, cost, salvage, book);
    if (amount <= 0) return [];
    return [{ assetId: asset.id, method: asset.method, opening: book, amount, closing: book - amount, accumulated: halalasOrZero(asset.accumulated) + amount }];
  });
};

const riyals = (value: number) => value / 100;

// A run is of a month that has begun; while a draft it shows what it would post; posting (once a
// month, the months in order, under one lock so two postings take turns) writes each asset's entry
// and its new accumulated depreciation (the asset's rules derive its book value) in the same
// transaction, each naming the run's posting.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, recordAction } = write;
    if (action === 'delete') {
      if (before?.status !== 'draft') throw rules.refuse(write, 'onlyDraftDeleted', {}, 409);
      return;
    }
    if (before?.status === 'posted') {
      if (Object.keys(values).some((key) => key !== 'notes' && key !== 'version' && String(values[key]) !== String(before[key]))) throw rules.refuse(write, 'postedUnchanged', {}, 409);
      return;
    }
    const run: Row = { ...before, ...values };
    const period = String(run.period);
    if (period > todayInRiyadh().slice(0, 7)) throw rules.refuse(write, 'monthBegun');
    if (action === 'create') values.status = 'draft';
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['depreciations:post']);
    const entries = await entriesFor(client, period);
    Object.assign(values, { assetCount: entries.length, totalAmount: riyals(entries.reduce((sum, entry) => sum + entry.amount, 0)) });
    if (recordAction?.name !== 'post') return;
    const { rows: done } = await client.query<{ number: string; period: string }>(
      `SELECT "number", "period" FROM "depreciations" WHERE "status" = 'posted' AND "period" >= $1 ORDER BY "period" DESC LIMIT 1`,
      [period],
    );
    if (done[0]) throw done[0].period === period ? rules.refuse(write, 'monthOnce', { number: done[0].number }, 409) : rules.refuse(write, 'monthsInOrder', { period: done[0].period }, 409);
    const cause = causeOf(write);
    for (const entry of entries) {
      await records.create(
        'depreciationLog',
        { runId: before!.id, assetId: entry.assetId, period, method: entry.method, openingBookValue: riyals(entry.opening), amount: riyals(entry.amount), closingBookValue: riyals(entry.closing), accumulatedDepreciation: riyals(entry.accumulated) },
        cause,
      );
      await records.update('assets', entry.assetId, { accumulatedDepreciation: riyals(entry.accumulated), lastDepreciatedPeriod: period }, cause);
    }
    Object.assign(values, { status: 'posted', postedById: actor?.id ?? null, postedAt: new Date().toISOString() });
  },
  recordActions: { post: editAction('post') },
}));
