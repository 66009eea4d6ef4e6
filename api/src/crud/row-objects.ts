import type { FieldDef } from 'pg';
import type { Row } from './crud.service';

type RowOf = (values: unknown[]) => Row;

/** Column lists kept at most (a statement shape each, see MAX_PREPARED_STATEMENTS); beyond, the cache starts again. */
const MAX_SHAPES = 4000;
const builders = new Map<string, RowOf>();

/**
 * A function that makes a row object from a row's values in column order, written once per
 * column list: its object literal gives every row of one statement the same fixed layout. pg's
 * own row objects are filled key by key at a store that sees every table's columns in this
 * process, and slow down once they number in the dozens (~5 % of the list's processor time).
 */
const builderOf = (fields: readonly FieldDef[]): RowOf => {
  const key = fields.map((field) => field.name).join('\u0000');
  let build = builders.get(key);
  if (!build) {
    // Names are written as JSON strings (valid JavaScript); __proto__ as a computed key, a property like any other.
    const properties = fields.map((field, index) => `${field.name === '__proto__' ? '["__proto__"]' : JSON.stringify(field.name)}: values[${index}]`);
    build = new Function('values', `return { ${properties.join(', ')} };`) as RowOf;
    if (builders.size >= MAX_SHAPES) builders.clear();
    builders.set(key, build);
  }
  return build;
};

/** Rows read as arrays (`rowMode: 'array'`) as objects keyed by column name, the last of a repeated name winning as in pg. */
export const rowObjects = (fields: readonly FieldDef[], rows: readonly unknown[][]): Row[] => {
  if (rows.length === 0) return [];
  const build = builderOf(fields);
  return rows.map(build);
};
