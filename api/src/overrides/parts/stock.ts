import type { PoolClient } from 'pg';
import { badRequest, conflict } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

// The one place stock moves: every receipt, issue, transfer and meal posts through these, inside
// its write's transaction. Each item's row is locked (in id order, so two postings never wait on
// each other crosswise) before it changes; an issue takes only what is on hand (the UPDATE's own
// condition, re-checked after a concurrent posting commits), and each change leaves a ledger row
// (warehouse_feed) with the balance after it.

export type Movement = 'opening' | 'receipt' | 'issue' | 'transferOut' | 'transferIn' | 'mealUse' | 'reversal';

/** One line of a posting: an item, how much (in its unit), at what cost (receipts). */
export interface StockLine {
  itemId: string;
  quantity: unknown;
  unitCost?: unknown;
  /** Where the line sits in the document's body, for field errors (`items.2.quantity`). */
  at?: string;
}

/** Who posts which document, and when. */
export interface Posting {
  documentNumber: string;
  actorId: string | null;
  locale: Locale;
  /** The day goods arrived (receipts): the item's last received date. */
  day?: string;
}

const UNITS: Record<Locale, Record<string, string>> = {
  en: { piece: 'pieces', box: 'boxes', kg: 'kg', liter: 'litres', pair: 'pairs', set: 'sets' },
  ar: { piece: 'قطعة', box: 'علبة', kg: 'كغ', liter: 'لتر', pair: 'زوج', set: 'طقم' },
};

const MESSAGES: Record<Locale, { short: (name: string, available: string, unit: string, asked: string) => string; elsewhere: string; inactive: string; unknown: string; refused: string }> = {
  en: {
    short: (name, available, unit, asked) => `Not enough ${name} in stock: ${available} ${unit} on hand, ${asked} asked`,
    elsewhere: 'This item is held in another warehouse',
    inactive: 'This item is no longer stocked',
    unknown: 'No such item',
    refused: 'The stock cannot move this way',
  },
  ar: {
    short: (name, available, unit, asked) => `لا يكفي المخزون من «${name}»: المتوفر ${available} ${unit}، والمطلوب ${asked}`,
    elsewhere: 'هذا الصنف في مستودع آخر',
    inactive: 'لم يعد هذا الصنف يُخزَّن',
    unknown: 'لا يوجد هذا الصنف',
    refused: 'لا يمكن تحريك المخزون بهذه الطريقة',
  },
};

/** The item's status for a quantity (an SQL expression over the row's old values): out at zero, low at or under its reorder level. */
const statusFor = (quantity: string) =>
  `CASE WHEN ${quantity} <= 0 THEN 'outOfStock' WHEN "warehouse_items"."reorder_level" IS NOT NULL AND ${quantity} <= "warehouse_items"."reorder_level" THEN 'lowStock' ELSE 'inStock' END`;

/** The same rule in TypeScript, for writes of the item itself (a new reorder level). */
export const stockStatusOf = (quantity: number, reorderLevel: unknown): 'inStock' | 'lowStock' | 'outOfStock' =>
  quantity <= 0 ? 'outOfStock' : reorderLevel !== null && reorderLevel !== undefined && quantity <= Number(reorderLevel) ? 'lowStock' : 'inStock';

/** A quantity as people read it: no trailing zeros. */
const shown = (value: unknown) => String(Number(value));

/** Locks the items a posting touches, in id order (a posting that moves two sets locks both at once first); answers their rows. */
export const lockItems = async (client: PoolClient, ids: readonly string[]) => {
  const { rows } = await client.query<{ id: string; name: string; unit: string; warehouseId: string; isActive: boolean }>(
    `SELECT "id", "name", "unit", "warehouse_id" AS "warehouseId", "is_active" AS "isActive" FROM "warehouse_items" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * Checks the lines of a document of one warehouse: each names an item held there (and still stocked,
 * for what comes in). Every problem at once, by its place.
 */
export const checkLines = async (client: PoolClient, locale: Locale, warehouseId: unknown, lines: readonly StockLine[], options: { incoming?: boolean } = {}): Promise<void> => {
  const m = MESSAGES[locale];
  const items = await lockItems(client, lines.map((line) => line.itemId));
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const item = items.get(line.itemId);
    const at = `${line.at ?? 'items'}.itemId`;
    if (!item) errors[at] = m.unknown;
    else if (item.warehouseId !== warehouseId) errors[at] = m.elsewhere;
    else if (options.incoming && !item.isActive) errors[at] = m.inactive;
  }
  if (Object.keys(errors).length) throw badRequest(m.refused, errors);
};

const ledger = async (client: PoolClient, posting: Posting, movement: Movement, row: { id: string; warehouseId: string; quantity: string; unitCost: string | null }, quantityIn: unknown, quantityOut: unknown) =>
  client.query(
    `INSERT INTO "warehouse_feed" ("posted_at", "item_id", "warehouse_id", "movement", "quantity_in", "quantity_out", "balance_after", "unit_cost", "document_number", "posted_by_id")
     VALUES (clock_timestamp(), $1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.id, row.warehouseId, movement, quantityIn, quantityOut, row.quantity, row.unitCost, posting.documentNumber, posting.actorId],
  );

/** The lines summed per item (one item on two lines is one movement of the sum), in id order. */
const perItem = (lines: readonly StockLine[]) => {
  const sums = new Map<string, { quantity: number; unitCost?: unknown; at?: string }>();
  for (const line of lines) {
    const known = sums.get(line.itemId);
    sums.set(line.itemId, { quantity: (known?.quantity ?? 0) + Number(line.quantity), unitCost: line.unitCost ?? known?.unitCost, at: known?.at ?? line.at });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
};

/**
 * Adds the lines to their items' quantities. A receipt's unit cost becomes the item's moving
 * average cost (what is on hand and what arrived, weighted by quantity).
 */
export const stockIn = async (client: PoolClient, posting: Posting, movement: Movement, lines: readonly StockLine[]): Promise<void> => {
  await lockItems(client, lines.map((line) => line.itemId));
  for (const [itemId, { quantity, unitCost }] of perItem(lines)) {
    const cost = unitCost === undefined || unitCost === null ? null : Number(unitCost);
    // The new quantity and moving-average cost, worked out once, then written with what follows from them.
    const { rows } = await client.query(
      `WITH "next" AS (
         SELECT "id", "quantity" + $2::numeric AS "quantity",
                CASE WHEN $3::numeric IS NULL THEN "unit_cost"
                     ELSE round(("quantity" * coalesce("unit_cost", $3::numeric) + $2::numeric * $3::numeric) / ("quantity" + $2::numeric), 2) END AS "cost"
           FROM "warehouse_items" WHERE "id" = $1)
       UPDATE "warehouse_items" SET
         "quantity" = n."quantity", "unit_cost" = n."cost", "stock_value" = round(n."quantity" * coalesce(n."cost", 0), 2),
         "status" = ${statusFor('n."quantity"')},
         "received_date" = coalesce($4::date, "warehouse_items"."received_date"),
         "version" = "warehouse_items"."version" + 1, "updated_at" = now()
       FROM "next" n WHERE "warehouse_items"."id" = n."id"
       RETURNING "warehouse_items"."id", "warehouse_items"."warehouse_id" AS "warehouseId", "warehouse_items"."quantity"::text AS "quantity", "warehouse_items"."unit_cost"::text AS "unitCost"`,
      [itemId, quantity, cost, movement === 'receipt' ? (posting.day ?? null) : null],
    );
    await ledger(client, posting, movement, rows[0], quantity, null);
  }
};

/** Takes the lines off their items' quantities, never below zero: 409 naming the item, what is on hand and what was asked. */
export const stockOut = async (client: PoolClient, posting: Posting, movement: Movement, lines: readonly StockLine[]): Promise<void> => {
  const m = MESSAGES[posting.locale];
  const items = await lockItems(client, lines.map((line) => line.itemId));
  for (const [itemId, { quantity, at }] of perItem(lines)) {
    const { rows } = await client.query(
      `UPDATE "warehouse_items" SET
         "quantity" = "quantity" - $2::numeric,
         "stock_value" = round(("quantity" - $2::numeric) * coalesce("unit_cost", 0), 2),
         "status" = ${statusFor('("quantity" - $2::numeric)')},
         "version" = "version" + 1, "updated_at" = now()
       WHERE "id" = $1 AND "quantity" >= $2::numeric
       RETURNING "id", "warehouse_id" AS "warehouseId", "quantity"::text AS "quantity", "unit_cost"::text AS "unitCost"`,
      [itemId, quantity],
    );
    if (!rows[0]) {
      const { rows: held } = await client.query<{ quantity: string }>(`SELECT "quantity"::text AS "quantity" FROM "warehouse_items" WHERE "id" = $1`, [itemId]);
      const item = items.get(itemId);
      const message = m.short(item?.name ?? itemId, shown(held[0]?.quantity ?? 0), UNITS[posting.locale][item?.unit ?? 'piece'] ?? '', shown(quantity));
      throw conflict(message, { [`${at ?? 'items'}.quantity`]: message });
    }
    await ledger(client, posting, movement, rows[0], null, quantity);
  }
};

/**
 * The item of the same code in another warehouse, made there (a copy of the source's description,
 * nothing on hand) when that warehouse never held it.
 */
export const counterpartIn = async (client: PoolClient, sourceItemId: string, warehouseId: string): Promise<string> => {
  await client.query(
    `INSERT INTO "warehouse_items" ("name", "code", "warehouse_id", "category", "unit", "quantity", "reorder_level", "unit_cost", "stock_value", "status", "is_active")
     SELECT "name", "code", $2, "category", "unit", 0, "reorder_level", "unit_cost", 0, 'outOfStock', true FROM "warehouse_items" WHERE "id" = $1
     ON CONFLICT DO NOTHING`,
    [sourceItemId, warehouseId],
  );
  const { rows } = await client.query<{ id: string }>(
    `SELECT t."id" FROM "warehouse_items" t JOIN "warehouse_items" s ON s."code" = t."code" WHERE s."id" = $1 AND t."warehouse_id" = $2`,
    [sourceItemId, warehouseId],
  );
  return rows[0]!.id;
};
