import { SEARCH_FOLD } from '@club/schema';
import { createHash } from 'node:crypto';
import { snakeCase } from './naming';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Named after its map: a new map is a new function, and new indexes built on it. */
export const SEARCH_FUNCTION = `search_fold_${createHash('sha1').update(`${SEARCH_FOLD.from}\u0000${SEARCH_FOLD.to}`).digest('hex').slice(0, 6)}`;

/** The SQL twin of foldForSearch (schema/src/search.ts): immutable, so indexes can be built on it. */
export const SEARCH_FUNCTION_SQL = `CREATE OR REPLACE FUNCTION "${SEARCH_FUNCTION}"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(value, ${literal(SEARCH_FOLD.from)}, ${literal(SEARCH_FOLD.to)}) $$`;

/** A resource's search fields folded into one text (`row`: 'NEW.' inside a trigger). */
export const searchExpressionOf = (fields: readonly string[], row = ''): string =>
  `"${SEARCH_FUNCTION}"(${fields.map((name) => `coalesce(${row}"${snakeCase(name)}"::text, '')`).join(` || ' ' || `)})`;

/**
 * The column holding that text, kept by a trigger on every insert and update, whoever writes
 * (the API, the server's own SQL, an import): `q` is compared with it, its trigram index is built
 * on it, and a search rechecks a stored text instead of folding each row again. Never selected.
 */
export const SEARCH_COLUMN = 'search_text';

/**
 * The planner's sample of the search text (PostgreSQL's default is 100). With the default, how
 * many rows two words match was misjudged eightfold on 1,000,000 tasks, and the page was read
 * through the trigram index and sorted (21 ms) instead of walking the newest rows (5 ms).
 */
export const SEARCH_STATISTICS = 1000;

export interface SearchTrigger {
  /** The trigger's and its function's name, after the expression: a new fold or new fields make a new one. */
  name: string;
  table: string;
  create: string[];
  drop: string[];
}

/** The trigger (and its function) that keeps a table's search text, and the statements that add or remove it. */
export const searchTriggerOf = (table: string, fields: readonly string[]): SearchTrigger => {
  const expression = searchExpressionOf(fields, 'NEW.');
  const name = `search_${table.slice(0, 40)}_${createHash('sha1').update(expression).digest('hex').slice(0, 6)}`;
  return {
    name,
    table,
    create: [
      `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW."${SEARCH_COLUMN}" := ${expression}; RETURN NEW; END $$`,
      `CREATE TRIGGER "${name}" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${name}"()`,
      // The rows already there.
      `UPDATE "${table}" SET "${SEARCH_COLUMN}" = ${searchExpressionOf(fields)}`,
    ],
    drop: [`DROP TRIGGER "${name}" ON "${table}"`, `DROP FUNCTION "${name}"()`],
  };
};
