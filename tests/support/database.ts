import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { templateDatabaseName } from './template-database';

export interface TestDatabase {
  /** A PostgreSQL URL, or undefined: the app then starts its embedded database in memory. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL (CI points it at the local PostgreSQL) each test file gets a database of
 * its own, cloned from the migrated template (support/global-setup.ts) and dropped afterwards;
 * without it, the embedded database in memory, migrated at start.
 */
export const createTestDatabase = async (options: { empty?: boolean } = {}): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // `empty`: not migrated (a fresh installation).
  await admin.query(options.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
};
