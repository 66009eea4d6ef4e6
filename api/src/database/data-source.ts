import type { Registry } from '@club/schema';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { EntitySchema } from 'typeorm';
import { entitiesOf } from './entities';
import { loadMigrations } from './migrations';

// Values come back as JSON-ready types: numeric as number (money has 2 decimals, well within a
// double's precision), date and time as their ISO text instead of a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// A time comes back as it is written: '09:30' for a whole minute, with seconds only when it has them.
pg.types.setTypeParser(pg.types.builtins.TIME, (value) => value.replace(/:00$/, ''));

export interface DataSourceOptions {
  url: string;
  registry: Registry;
  poolSize: number;
  /** Never close idle connections (the embedded database's one connection stays open). */
  keepAlive?: boolean;
  /** Tables that are not resources (sessions, one-time codes), for the migration generator's diff. */
  internalEntities?: readonly EntitySchema[];
  /** Stop any statement running longer (0: never); migrations are exempt (see connect.ts). */
  statementTimeoutMs?: number;
}

export const createDataSource = async ({ url, registry, poolSize, keepAlive, internalEntities = [], statementTimeoutMs = 0 }: DataSourceOptions): Promise<DataSource> =>
  new DataSource({
    type: 'postgres',
    url,
    // The resources' tables, and the internal ones (not resources).
    entities: [...entitiesOf(registry), ...internalEntities],
    migrations: await loadMigrations(),
    migrationsTableName: 'migrations',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: keepAlive ? 0 : 30_000,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    },
  });
