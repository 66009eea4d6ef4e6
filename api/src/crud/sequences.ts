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

/**
 * Gives the write its numbers, inside its transaction: the counter row is locked until the
 * transaction ends, so concurrent writes take turns, and a write that is rolled back gives its
 * number back (no gap, unlike a PostgreSQL SEQUENCE). A create is numbered at once, or, with
 * `when`, the first time an update brings the record to the value (`before`: the stored row).
 */
export const assignSequences = async (client: PoolClient, resource: AnyResource, values: Record<string, unknown>, before?: Record<string, unknown>): Promise<void> => {
  for (const [field, format] of sequenceFieldsOf(resource)) {
    // Numbered already: by a rule that needed the number first (an e-invoice signs it).
    if (before?.[field] || values[field] || !due(format, { ...before, ...values })) continue;
    const year = clubYear();
    const { rows } = await client.query(
      `INSERT INTO "sequence_counters" ("resource", "field", "year", "value") VALUES ($1, $2, $3, 1)
       ON CONFLICT ("resource", "field", "year") DO UPDATE SET "value" = "sequence_counters"."value" + 1 RETURNING "value"`,
      [resource.name, field, year],
    );
    values[field] = formatSequence(format, year, rows[0].value as number);
  }
};

/** Whether an update may give a number, so that the stored row must be read first. */
export const numbersOnUpdate = (resource: AnyResource): boolean => sequenceFieldsOf(resource).some(([, format]) => format.when);
