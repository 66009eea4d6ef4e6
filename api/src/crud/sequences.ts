import { clubYear, type AnyResource, type SequenceFormat } from '@club/schema';
import type { PoolClient } from 'pg';
import { EntitySchema } from 'typeorm';

/** One counter per resource, field and year: the last number given. */
export const sequenceCountersEntity = new EntitySchema<Record<string, unknown>>({
  name: 'sequenceCounters',
  tableName: 'sequence_counters',
  columns: {
    resource: { type: 'text', primary: true },
    field: { type: 'text', primary: true },
    year: { type: 'integer', primary: true },
    value: { type: 'integer' },
  },
});

export const formatSequence = (format: SequenceFormat, year: number, value: number): string =>
  `${format.prefix}-${year}-${String(value).padStart(format.digits ?? 4, '0')}`;

/** The fields of a resource the server numbers. */
export const sequenceFieldsOf = (resource: AnyResource): [string, SequenceFormat][] =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.kind === 'text' && field.sequence ? [[name, field.sequence] as [string, SequenceFormat]] : []));

/** Whether a record with these values is due its number (a format with `when` waits for its value). */
const due = (format: SequenceFormat, values: Record<string, unknown>): boolean =>
  !format.when || format.when.in.includes(String(values[format.when.field]));

/** Takes the next number of a counter, locking its row until the transaction ends. */
const takeNumber = async (client: PoolClient, resource: string, field: string, year: number): Promise<number> => {
  const { rows } = await client.query<{ value: number }>(
    `INSERT INTO "sequence_counters" ("resource", "field", "year", "value") VALUES ($1, $2, $3, 1)
     ON CONFLICT ("resource", "field", "year") DO UPDATE SET "value" = "sequence_counters"."value" + 1 RETURNING "value"`,
    [resource, field, year],
  );
  return rows[0]!.value;
};

interface HeldCounter {
  resource: string;
  field: string;
  year: number;
  /** The value stored (and locked) by this transaction, and the last number given since. */
  stored: number;
  last: number;
}

/**
 * The counters of a transaction of many writes (an import): the first number of each is taken
 * from its row (locked from then on), the next ones counted here, and the row written once at
 * the end (`store`). Updating one row 10,000 times in one transaction leaves 10,000 versions of
 * it that every later update walks through. Should the first taking have been rolled back with
 * its savepoint (that row refused, so the import saves nothing anyway), the end takes the row
 * again and keeps the higher value.
 */
export class HeldCounters {
  private readonly counters = new Map<string, HeldCounter>();

  async next(client: PoolClient, resource: string, field: string, year: number): Promise<number> {
    const key = `${resource}/${field}/${year}`;
    const held = this.counters.get(key);
    if (held) return ++held.last;
    const stored = await takeNumber(client, resource, field, year);
    this.counters.set(key, { resource, field, year, stored, last: stored });
    return stored;
  }

  async store(client: PoolClient): Promise<void> {
    for (const counter of this.counters.values()) {
      if (counter.last === counter.stored) continue;
      const kept = await client.query(`UPDATE "sequence_counters" SET "value" = $4 WHERE "resource" = $1 AND "field" = $2 AND "year" = $3 AND "value" = $5`, [
        counter.resource,
        counter.field,
        counter.year,
        counter.last,
        counter.stored,
      ]);
      if (kept.rowCount === 0) {
        await client.query(
          `INSERT INTO "sequence_counters" ("resource", "field", "year", "value") VALUES ($1, $2, $3, $4)
           ON CONFLICT ("resource", "field", "year") DO UPDATE SET "value" = GREATEST("sequence_counters"."value", $4)`,
          [counter.resource, counter.field, counter.year, counter.last],
        );
      }
      counter.stored = counter.last;
    }
  }
}

/**
 * Gives the write its numbers, inside its transaction: the counter row is locked until the
 * transaction ends, so concurrent writes take turns, and a write that is rolled back gives its
 * number back (no gap, unlike a PostgreSQL SEQUENCE). A create is numbered at once, or, with
 * `when`, the first time an update brings the record to the value (`before`: the stored row).
 * `held`: a transaction of many writes counts here and stores each counter once at its end.
 */
export const assignSequences = async (client: PoolClient, resource: AnyResource, values: Record<string, unknown>, before?: Record<string, unknown>, held?: HeldCounters): Promise<void> => {
  for (const [field, format] of sequenceFieldsOf(resource)) {
    // Numbered already: by a rule that needed the number first (an e-invoice signs it).
    if (before?.[field] || values[field] || !due(format, { ...before, ...values })) continue;
    const year = clubYear();
    const value = held ? await held.next(client, resource.name, field, year) : await takeNumber(client, resource.name, field, year);
    values[field] = formatSequence(format, year, value);
  }
};

/** Whether an update may give a number, so that the stored row must be read first. */
export const numbersOnUpdate = (resource: AnyResource): boolean => sequenceFieldsOf(resource).some(([, format]) => format.when);
