import type { AnyResource, SequenceFormat } from '@club/schema';
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

/** The club's calendar year (Riyadh): an invoice made at 01:00 on 1 January there belongs to the new year. */
const clubYear = (): number => Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 4));

export const formatSequence = (format: SequenceFormat, year: number, value: number): string =>
  `${format.prefix}-${year}-${String(value).padStart(format.digits ?? 4, '0')}`;

/** The fields of a resource the server numbers. */
export const sequenceFieldsOf = (resource: AnyResource): [string, SequenceFormat][] =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.kind === 'text' && field.sequence ? [[name, field.sequence] as [string, SequenceFormat]] : []));

/**
 * Gives the create its numbers, inside its transaction: the counter row is locked until the
 * transaction ends, so concurrent creates take turns, and a create that is rolled back gives its
 * number back (no gap, unlike a PostgreSQL SEQUENCE).
 */
export const assignSequences = async (client: PoolClient, resource: AnyResource, values: Record<string, unknown>): Promise<void> => {
  for (const [field, format] of sequenceFieldsOf(resource)) {
    const year = clubYear();
    const { rows } = await client.query(
      `INSERT INTO "sequence_counters" ("resource", "field", "year", "value") VALUES ($1, $2, $3, 1)
       ON CONFLICT ("resource", "field", "year") DO UPDATE SET "value" = "sequence_counters"."value" + 1 RETURNING "value"`,
      [resource.name, field, year],
    );
    values[field] = formatSequence(format, year, rows[0].value as number);
  }
};
