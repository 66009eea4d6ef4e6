import type { AnyResource } from '@club/schema';
import { quote, snakeCase, tableOf } from '../database/naming';

// The read rules of a log that keeps other records (the audit trail's entries, the trash's deleted
// records), in SQL over the log's row: the log shows a row only to who may read the record it
// describes, by that record's resource's own row conditions (CrudService.rowConditions: its row
// scope and read rules, the same SQL its list runs). A record that is gone is judged by the values
// the log kept of it, read as a row of the resource's table.
//
// Every reference to the log's row goes through a FROM subquery of its own ("_kept"): written
// inside a subquery over the resource's table, `"record_id"` would be that table's column when it
// has one. Column names made from field names never start with '_', so these names clash with none.

/** jsonb_build_object takes at most 100 arguments: 50 pairs. */
const PAIRS_PER_CALL = 50;

/**
 * The fields whose columns the conditions name (the engine quotes every identifier it writes):
 * the only values of a kept record that they can read. A column they name unquoted would read as
 * empty, which keeps the row out, never in.
 */
const fieldsNamedIn = (resource: AnyResource, conditions: readonly string[]): string[] => {
  const text = conditions.join(' ');
  return Object.keys(resource.fields).filter((field) => text.includes(quote(snakeCase(field))));
};

/**
 * Whether a record a log row keeps as JSON meets row conditions of its resource's table.
 * `source`: the kept JSON, an expression over the log's row; `valueOf`: a field's value in it (as
 * jsonb, from the expression it is given); the id is the log row's `record_id`.
 */
export const keptRecordMeets = (resource: AnyResource, source: string, valueOf: (json: string, field: string) => string, conditions: readonly string[]): string => {
  const table = quote(tableOf(resource.name));
  const pairs = [`'id', to_jsonb("_kept"."_id")`, ...fieldsNamedIn(resource, conditions).map((field) => `${columnLiteral(field)}, ${valueOf('"_kept"."_source"', field)}`)];
  const objects: string[] = [];
  for (let at = 0; at < pairs.length; at += PAIRS_PER_CALL) objects.push(`jsonb_build_object(${pairs.slice(at, at + PAIRS_PER_CALL).join(', ')})`);
  // OFFSET 0: the kept values are worked out once, not inlined into every field's read of them.
  return `EXISTS (SELECT 1 FROM (SELECT ${source} AS "_source", "record_id" AS "_id" OFFSET 0) AS "_kept", jsonb_populate_record(NULL::${table}, ${objects.join(' || ')}) AS ${table} WHERE ${conditions.join(' AND ')})`;
};

/** A field's column name as an SQL string literal (from a schema identifier: nothing to escape, checked anyway). */
const columnLiteral = (field: string): string => {
  const column = snakeCase(field);
  if (!/^[a-z][a-z0-9_]*$/.test(column)) throw new Error(`Not a column name: ${column}`);
  return `'${column}'`;
};

/**
 * Whether the record a log row names by id (its `record_id`) meets row conditions of its
 * resource: true or false while it exists (read by its primary key), NULL once it is gone (then
 * the log's kept values tell).
 */
export const liveRecordMeets = (resource: AnyResource, conditions: readonly string[]): string => {
  const table = quote(tableOf(resource.name));
  return `(SELECT (${conditions.join(' AND ')}) IS TRUE FROM (SELECT "record_id" AS "_id") AS "_kept", ${table} WHERE ${table}."id" = "_kept"."_id"::uuid)`;
};
