import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import { ApiError } from '../../crud/errors';
import type { Records } from '../../crud/records';
import type { Locale } from '../../i18n/messages';
import type { RuleRefusals } from '../../rules/refusals';

// The one place stock moves: every receipt, issue, transfer and meal posts through these, inside
// its write's transaction. Each item's row is locked (in id order, so two postings never wait on
// each other crosswise) before it changes; an issue takes only what is on hand (checked under the
// lock); each change is written through the engine (the item's own rules derive its status and
// stock value, its version moves and its history names the document) and leaves a ledger row
// (warehouseFeed) with the balance after it.

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
  /** The document's write that posts (or reverses) it: the items' changes and the ledger rows name it, its actor posts them, its language says why one is refused. */
  cause: Cause;
  /** The override's refusals: a shortage is refused by the document's `enoughInStock` (schema/src/stock.ts's stockLineChecks). */
  rules: RuleRefusals;
  /** The day goods arrived (receipts): the item's last received date. */
  day?: string;
}

/** The unit a shortage is told in: `resources.{document}.texts.unitPiece`… (locales/src/{en,ar}/stockLabels.ts). */
const unitText = (unit: string) => `unit${unit.charAt(0).toUpperCase()}${unit.slice(1)}`;

/** The item's status for a quantity: out at zero, low at or under its reorder level (the item's own rules derive it). */
export const stockStatusOf = (quantity: number, reorderLevel: unknown): 'inStock' | 'lowStock' | 'outOfStock' =>
  quantity <= 0 ? 'outOfStock' : reorderLevel !== null && reorderLevel !== undefined && quantity <= Number(reorderLevel) ? 'lowStock' : 'inStock';

/** A quantity as people read it: no trailing zeros. */
const shown = (value: unknown) => String(Number(value));

/** Locks the items a posting touches, in id order (a posting that moves two sets locks both at once first); answers their rows. */
export const lockItems = async (client: PoolClient, ids: readonly string[]) => {
  const { rows } = await client.query<{ id: string; name: string; unit: string; warehouseId: string; isActive: boolean }>(
    `SELECT "id", "name", "unit", "warehouse_id" AS "warehouseId", "is_active" AS "isActive" FROM "warehouse_items" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * Checks the lines of a document of one warehouse: each names an item held there (and still stocked,
 * for what comes in). Every problem at once, by its place.
 */
export const checkLines = async (
  client: PoolClient,
  rules: RuleRefusals,
  write: { resource: string; locale: Locale },
  warehouseId: unknown,
  lines: readonly StockLine[],
  options: { incoming?: boolean } = {},
): Promise<void> => {
  const items = await lockItems(client, lines.map((line) => line.itemId));
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const item = items.get(line.itemId);
    const at = `${line.at ?? 'items'}.itemId`;
    if (!item) errors[at] = rules.say(write, 'itemKnown');
    else if (item.warehouseId !== warehouseId) errors[at] = rules.say(write, 'itemOfTheWarehouse');
    else if (options.incoming && !item.isActive) errors[at] = rules.say(write, 'itemStocked');
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
};

/** The ledger row of one item's movement, with the balance it left. */
const ledger = (records: Records, posting: Posting, movement: Movement, item: { id: string; warehouseId: unknown; quantity: unknown; unitCost: unknown }, quantityIn: unknown, quantityOut: unknown) =>
  records.create(
    'warehouseFeed',
    {
      postedAt: new Date(),
      itemId: item.id,
      warehouseId: item.warehouseId,
      movement,
      quantityIn,
      quantityOut,
      balanceAfter: item.quantity,
      unitCost: item.unitCost ?? null,
      documentNumber: posting.documentNumber,
      postedById: posting.cause.actor?.id ?? null,
    },
    posting.cause,
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
export const stockIn = async (client: PoolClient, records: Records, posting: Posting, movement: Movement, lines: readonly StockLine[]): Promise<void> => {
  await lockItems(client, lines.map((line) => line.itemId));
  for (const [itemId, { quantity, unitCost }] of perItem(lines)) {
    const cost = unitCost === undefined || unitCost === null ? null : Number(unitCost);
    // The new quantity and moving-average cost, worked out in numeric (no floating-point drift) on the locked row.
    const { rows } = await client.query<{ quantity: number; unitCost: number | null }>(
      `SELECT "quantity" + $2::numeric AS "quantity",
              CASE WHEN $3::numeric IS NULL THEN "unit_cost"
                   ELSE round(("quantity" * coalesce("unit_cost", $3::numeric) + $2::numeric * $3::numeric) / ("quantity" + $2::numeric), 2) END AS "unitCost"
         FROM "warehouse_items" WHERE "id" = $1`,
      [itemId, quantity, cost],
    );
    const next = rows[0]!;
    const received = movement === 'receipt' && posting.day ? { receivedDate: posting.day } : {};
    const item = await records.update('warehouseItems', itemId, { quantity: next.quantity, unitCost: next.unitCost, ...received }, posting.cause);
    await ledger(records, posting, movement, { id: itemId, warehouseId: item.warehouseId, quantity: item.quantity, unitCost: item.unitCost }, quantity, null);
  }
};

/** Takes the lines off their items' quantities, never below zero: 409 naming the item, what is on hand and what was asked. */
export const stockOut = async (client: PoolClient, records: Records, posting: Posting, movement: Movement, lines: readonly StockLine[]): Promise<void> => {
  const items = await lockItems(client, lines.map((line) => line.itemId));
  for (const [itemId, { quantity, at }] of perItem(lines)) {
    // What is on hand, read under the item's lock: what is left is worked out in numeric.
    const { rows } = await client.query<{ held: number; left: number; enough: boolean }>(
      `SELECT "quantity" AS "held", "quantity" - $2::numeric AS "left", "quantity" >= $2::numeric AS "enough" FROM "warehouse_items" WHERE "id" = $1`,
      [itemId, quantity],
    );
    if (!rows[0]?.enough) {
      const item = items.get(itemId);
      const unit = posting.rules.text(posting.cause, unitText(item?.unit ?? 'piece'));
      const values = { name: item?.name ?? itemId, available: shown(rows[0]?.held ?? 0), unit, asked: shown(quantity) };
      throw posting.rules.refuse(posting.cause, 'enoughInStock', values, 409, [`${at ?? 'items'}.quantity`]);
    }
    const item = await records.update('warehouseItems', itemId, { quantity: rows[0].left }, posting.cause);
    await ledger(records, posting, movement, { id: itemId, warehouseId: item.warehouseId, quantity: item.quantity, unitCost: item.unitCost }, null, quantity);
  }
};

/**
 * The items of the same codes in another warehouse, by the source item's id: each made there (a
 * copy of the source's description, nothing on hand) when that warehouse never held it. Two
 * postings making one at once take turns (a lock on the warehouse and code, taken in code order so
 * that two transfers never wait on each other crosswise): the second finds the first's.
 */
export const counterpartsIn = async (client: PoolClient, records: Records, cause: Cause, sourceItemIds: readonly string[], warehouseId: string): Promise<Map<string, string>> => {
  const { rows: sources } = await client.query<{ id: string; name: string; code: string; category: string; unit: string; reorderLevel: number | null; unitCost: number | null }>(
    `SELECT "id", "name", "code", "category", "unit", "reorder_level" AS "reorderLevel", "unit_cost" AS "unitCost"
       FROM "warehouse_items" WHERE "id" = ANY($1::uuid[]) ORDER BY "code", "id"`,
    [[...new Set(sourceItemIds)]],
  );
  const counterparts = new Map<string, string>();
  for (const source of sources) {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`warehouseItems:${warehouseId}:${source.code}`]);
    const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM "warehouse_items" WHERE "warehouse_id" = $1 AND "code" = $2`, [warehouseId, source.code]);
    const made = rows[0] ?? (await records.create(
      'warehouseItems',
      { name: source.name, code: source.code, warehouseId, category: source.category, unit: source.unit, reorderLevel: source.reorderLevel, unitCost: source.unitCost, isActive: true },
      cause,
    ));
    counterparts.set(source.id, String(made.id));
  }
  return counterparts;
};
