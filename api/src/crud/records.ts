import type { FilterOp, SortOrder } from '@club/schema';
import type { Cause } from './cause';
import type { CrudService, Row } from './crud.service';
import type { Condition } from './list-query';
import { selectWhere, totalWhere } from './sql';

/**
 * Which rows a rule looks for: field → value (`null`: empty; a list: any of them), with the
 * API's operator suffixes for the others (`dueDate_lt`, `status_neq`).
 */
export type Where = Readonly<Record<string, unknown>>;

export interface FindOptions {
  /** Locks the rows found until the transaction ends (as an update does), in id order. */
  lock?: boolean;
  orderBy?: readonly [string, SortOrder];
  limit?: number;
}

const SUFFIXES: readonly FilterOp[] = ['neq', 'gte', 'lte', 'gt', 'lt'];

const conditionsOf = (where: Where): Condition[] =>
  Object.entries(where).map(([key, value]) => {
    const op = SUFFIXES.find((suffix) => key.endsWith(`_${suffix}`));
    if (op) return { field: key.slice(0, -op.length - 1), op, value };
    return { field: key, op: Array.isArray(value) ? 'in' : 'eq', value };
  });

/** A value as the API takes it: a Date as its ISO text. */
/** A value as a filter and a write take it: a moment as its ISO text. */
export const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);
const plainValues = (values: Row): Row => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, plain(value)]));

/** Whether a stored value and a new one differ, as the API shows both. */
const differs = (stored: unknown, value: unknown): boolean => JSON.stringify(plain(stored) ?? null) !== JSON.stringify(plain(value) ?? null);

/** The values that would change the row. */
const changesTo = (row: Row, values: Row): Row => plainValues(Object.fromEntries(Object.entries(values).filter(([name, value]) => differs(row[name], value))));

/**
 * What a resource's rules read and write of other records (and of their own beyond the write at
 * hand): reads as the system sees the rows, writes through the engine, each with the target's own
 * rules, version and audit entry naming its cause. Inside a write (a hook) everything joins the
 * write's transaction, so a refused effect refuses the write that caused it.
 */
export class Records {
  constructor(private readonly crud: CrudService) {}

  /** One record as stored (with its lines), or undefined; `lock` holds it until the transaction ends. */
  async get(resource: string, id: string, options: { lock?: boolean } = {}): Promise<Row | undefined> {
    const [row] = await this.find(resource, { id }, { lock: options.lock });
    if (!row) return undefined;
    return { ...row, ...(await this.crud.linesOfRecord(resource, id)) };
  }

  /** The rows meeting every condition (without their lines), in `orderBy` then id order. */
  find(resource: string, where: Where, options: FindOptions = {}): Promise<Row[]> {
    const table = this.crud.table(resource);
    return this.crud.together(async (client) => (await client.query(selectWhere(table, conditionsOf(where), options))).rows);
  }

  /** An effect the engine may keep for the end of a transaction of many writes (CrudService.deferrable). */
  deferrable(key: string, effect: () => Promise<void>): Promise<void> {
    return this.crud.deferrable(key, effect);
  }

  /** How many rows meet every condition, or the exact sum of `sumOf` over them (as a number). */
  total(resource: string, where: Where, sumOf?: string): Promise<number> {
    const table = this.crud.table(resource);
    return this.crud.together(async (client) => Number((await client.query<{ total: string }>(totalWhere(table, conditionsOf(where), sumOf))).rows[0]!.total));
  }

  /** A new record, with the target's rules and audit entry; read-only fields and resources may be written. */
  create(resource: string, values: Row, cause: Cause): Promise<Row> {
    return this.crud.create(resource, plainValues(values), cause.locale, { actor: cause.actor, effect: cause });
  }

  /**
   * Changes a record with the target's rules, a new version and an audit entry. Values it holds
   * already are no change: when none differ, nothing is written (no version, no entry).
   */
  async update(resource: string, id: string, values: Row, cause: Cause): Promise<Row> {
    const current = await this.get(resource, id, { lock: true });
    if (!current) return this.crud.update(resource, id, plainValues(values), cause.locale, { actor: cause.actor, effect: cause });
    const changes = changesTo(current, values);
    if (Object.keys(changes).length === 0) return current;
    return this.crud.update(resource, id, changes, cause.locale, { actor: cause.actor, effect: cause });
  }

  /** Updates every row meeting `where` (locked first, in id order) with the same values; the rows written. */
  async updateWhere(resource: string, where: Where, values: Row, cause: Cause): Promise<Row[]> {
    const rows = await this.find(resource, where, { lock: true });
    const written: Row[] = [];
    for (const row of rows) {
      const changes = changesTo(row, values);
      if (Object.keys(changes).length) written.push(await this.crud.update(resource, row.id as string, changes, cause.locale, { actor: cause.actor, effect: cause }));
    }
    return written;
  }

  /** Deletes a record with the target's rules and audit entry (to the trash, as any delete). */
  delete(resource: string, id: string, cause: Cause): Promise<Row> {
    return this.crud.delete(resource, id, cause.locale, { actor: cause.actor, effect: cause });
  }
}
