import type { Registry } from '@club/schema';
import type { DataSource } from 'typeorm';
import { customIndexesOf } from './indexes';
import { tableOf } from './naming';
import { SEARCH_COLUMN, SEARCH_FUNCTION, SEARCH_FUNCTION_SQL, SEARCH_STATISTICS, searchTriggerOf } from './search-index';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

const CUSTOM_INDEX = /_(trgm|gin|ci|ord[0-9a-f]{6}|search[0-9a-f]{6}|rule[0-9a-f]{6})$/;

/**
 * What the database lacks to match the registry: TypeORM's own diff (tables, columns, B-tree
 * indexes, foreign keys) plus the extension and GIN indexes TypeORM cannot express.
 */
export const diffSchema = async (dataSource: DataSource, registry: Registry): Promise<SchemaDiff> => {
  const up: string[] = [];
  const down: string[] = [];
  // Trigram search, and btree_gist for the equalities of the declared overlap rules' exclusions.
  const extensions = new Set((await dataSource.query(`SELECT extname FROM pg_extension`)).map((row: { extname: string }) => row.extname));
  for (const extension of ['pg_trgm', 'btree_gist']) if (!extensions.has(extension)) up.push(`CREATE EXTENSION IF NOT EXISTS ${extension}`);
  const log = await dataSource.driver.createSchemaBuilder().log();
  up.push(...log.upQueries.map((query) => query.query));
  // TypeORM lists each down query beside its up query: undo them in reverse order.
  down.unshift(...[...log.downQueries].reverse().map((query) => query.query));

  // The search fold function, then the triggers that keep each table's search text with it (on the
  // column TypeORM has just added), then the indexes; former versions go after them.
  const functions = (await dataSource.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'search\\_fold\\_%'`)).map((row: { proname: string }) => row.proname) as string[];
  if (!functions.includes(SEARCH_FUNCTION)) {
    up.push(SEARCH_FUNCTION_SQL);
    down.unshift(`DROP FUNCTION "${SEARCH_FUNCTION}"(text)`);
  }
  const triggers = (await dataSource.query(
    `SELECT t.tgname AS name, c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND t.tgname LIKE 'search\\_%'`,
  )) as { name: string; table: string }[];
  const wantedTriggers = registry.resources
    .filter((resource) => registry.facts(resource.name).search.length > 0)
    .map((resource) => searchTriggerOf(tableOf(resource.name), registry.facts(resource.name).search));
  for (const trigger of wantedTriggers.filter((trigger) => !triggers.some((existing) => existing.name === trigger.name))) {
    up.push(...trigger.create);
    down.unshift(...trigger.drop);
  }
  // Each search text's statistics target (a column TypeORM has just added has the default).
  const targets = new Map(
    ((await dataSource.query(
      `SELECT c.relname AS "table", a.attstattarget AS "target" FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = current_schema()::regnamespace AND a.attname = $1 AND NOT a.attisdropped`,
      [SEARCH_COLUMN],
    )) as { table: string; target: number | null }[]).map((row) => [row.table, row.target]),
  );
  for (const { table } of wantedTriggers.filter((trigger) => targets.get(trigger.table) !== SEARCH_STATISTICS)) {
    up.push(`ALTER TABLE "${table}" ALTER COLUMN "${SEARCH_COLUMN}" SET STATISTICS ${SEARCH_STATISTICS}`);
    down.unshift(`ALTER TABLE "${table}" ALTER COLUMN "${SEARCH_COLUMN}" SET STATISTICS -1`);
  }
  const formerTriggers = triggers.filter((existing) => !wantedTriggers.some((trigger) => trigger.name === existing.name));
  const existing = new Set<string>(
    (await dataSource.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)).map(
      (row: { indexname: string }) => row.indexname,
    ),
  );
  const desired = registry.resources.flatMap((resource) => customIndexesOf(resource, registry));
  for (const index of desired.filter((index) => !existing.has(index.name))) {
    up.push(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX "${index.name}" ON "${index.table}" ${index.definition}`);
    down.unshift(`DROP INDEX "${index.name}"`);
  }
  const wanted = new Set(desired.map((index) => index.name));
  // TypeORM drops a former custom index itself when its metadata no longer lists it.
  const dropped = (name: string) => up.some((query) => query.startsWith('DROP INDEX') && query.includes(`"${name}"`));
  for (const name of [...existing].filter((name) => CUSTOM_INDEX.test(name) && !wanted.has(name) && !dropped(name))) {
    up.push(`DROP INDEX "${name}"`);
  }
  for (const { name, table } of formerTriggers) up.push(`DROP TRIGGER "${name}" ON "${table}"`, `DROP FUNCTION "${name}"()`);
  for (const name of functions.filter((name) => name !== SEARCH_FUNCTION)) up.push(`DROP FUNCTION "${name}"(text)`);
  return { up, down };
};
