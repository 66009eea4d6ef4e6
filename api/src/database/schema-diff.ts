import type { Registry } from '@club/schema';
import type { DataSource } from 'typeorm';
import { customIndexesOf } from './indexes';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

const CUSTOM_INDEX = /_(trgm|gin|ord[0-9a-f]{6})$/;

/**
 * What the database lacks to match the registry: TypeORM's own diff (tables, columns, B-tree
 * indexes, foreign keys) plus the extension and GIN indexes TypeORM cannot express.
 */
export const diffSchema = async (dataSource: DataSource, registry: Registry): Promise<SchemaDiff> => {
  const up: string[] = [];
  const down: string[] = [];
  const [extension] = await dataSource.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  if (!extension) {
    up.push('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  }
  const log = await dataSource.driver.createSchemaBuilder().log();
  up.push(...log.upQueries.map((query) => query.query));
  // TypeORM lists each down query beside its up query: undo them in reverse order.
  down.unshift(...[...log.downQueries].reverse().map((query) => query.query));

  const existing = new Set<string>(
    (await dataSource.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)).map(
      (row: { indexname: string }) => row.indexname,
    ),
  );
  const desired = registry.resources.flatMap((resource) => customIndexesOf(resource, registry));
  for (const index of desired.filter((index) => !existing.has(index.name))) {
    up.push(`CREATE INDEX "${index.name}" ON "${index.table}" ${index.definition}`);
    down.unshift(`DROP INDEX "${index.name}"`);
  }
  const wanted = new Set(desired.map((index) => index.name));
  for (const name of [...existing].filter((name) => CUSTOM_INDEX.test(name) && !wanted.has(name))) {
    up.push(`DROP INDEX "${name}"`);
  }
  return { up, down };
};
