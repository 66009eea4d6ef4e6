import type { AnyResource, ConstraintDefinition, RuleCondition } from '@club/schema';
import { createHash } from 'node:crypto';
import { indexName, snakeCase, tableOf } from './naming';

/** The range type of a pair of columns of this kind; none for a time of day (no built-in range). */
const RANGES: Readonly<Record<string, string>> = { date: 'daterange', datetime: 'tstzrange', integer: 'int4range' };

/** A declared condition as SQL over the record's own columns (an enum among values, a flag). */
export const conditionSql = (condition: RuleCondition | undefined): string =>
  Object.entries(condition ?? {})
    .map(([field, expected]) =>
      typeof expected === 'boolean' ? `"${snakeCase(field)}" = ${expected}` : `"${snakeCase(field)}" IN (${[...(expected ?? [])].map((value) => `'${String(value).replaceAll("'", "''")}'`).join(', ')})`,
    )
    .join(' AND ');

export interface Exclusion {
  name: string;
  /** What follows `EXCLUDE` in the constraint: TypeORM's `expression`. */
  expression: string;
  /** The field a clash is told on (the range's start). */
  field: string;
}

/**
 * The database's own hold on each declared `noOverlap` (schema/src/rules.ts) it can keep alone: an
 * exclusion constraint over the range, per the held values, while `when` holds (GiST, with
 * btree_gist for the equalities). Not for a rule shared `with` other resources nor one with a
 * `wildcard` (a mixed group meets both): the engine alone keeps those. Named after its
 * expression, so a changed rule makes a new constraint.
 */
export const exclusionsOf = (resource: AnyResource): Exclusion[] => {
  const table = tableOf(resource.name);
  return Object.values(resource.constraints ?? {}).flatMap((constraint: ConstraintDefinition) => {
    if (constraint.kind !== 'noOverlap' || constraint.with?.length || Object.keys(constraint.wildcard ?? {}).length) return [];
    const range = RANGES[resource.fields[constraint.start]?.kind ?? ''];
    if (!range) return [];
    const [start, end] = [constraint.start, constraint.end].map((field) => `"${snakeCase(field)}"`);
    // The engine judges a range with both ends (or an open end where declared): so does the database.
    // A range whose end comes before its start is no range (the rule's own checks refuse it): left out.
    const ordered = constraint.openEnd ? `(${end} IS NULL OR ${end} >= ${start})` : `${end} >= ${start}`;
    const where = [conditionSql(constraint.when), `${start} IS NOT NULL`, ordered].filter(Boolean).join(' AND ');
    const held = constraint.per.map((field) => `"${snakeCase(field)}" WITH =`).join(', ');
    const expression = `USING gist (${held}, ${range}(${start}, ${end}, '${constraint.inclusive ? '[]' : '[)'}') WITH &&) WHERE (${where})`;
    const hash = createHash('sha1').update(expression).digest('hex').slice(0, 6);
    return [{ name: indexName(table, constraint.per.map(snakeCase), `xcl${hash}`).replace(/^IDX_/, 'XCL_'), expression, field: constraint.start }];
  });
};
