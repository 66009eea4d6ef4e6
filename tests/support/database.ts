import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_PREFIX, templateDatabaseName } from './template-database';

export interface TestDatabase {
  /** A PostgreSQL URL, or undefined: the app then starts its embedded database in memory. */
  url?: string;
  /** Drops the database, in the background: the call returns at once. */
  drop(): Promise<void>;
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A name the run's end finds if the database is still there. */
const testDatabaseName = () => `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;

/** A clone of the migrated template. */
const cloneTemplate = async (serverUrl: string): Promise<string> => {
  const name = testDatabaseName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
  } finally {
    await admin.end();
  }
  return name;
};

// A worker keeps its modules from one file to the next (isolate: false): the clone for its next
// file is made while this one runs. PostgreSQL takes about 2 s to copy the template (WAL-logged,
// waiting on the disk, not the processor), which each file otherwise waited for at its start.
let spare: Promise<string> | undefined;

const takeSpare = async (serverUrl: string): Promise<string> => {
  const taken = spare;
  spare = cloneTemplate(serverUrl);
  // A failed spare fails the file that takes it, not the process.
  spare.catch(() => undefined);
  return (await taken?.catch(() => undefined)) ?? cloneTemplate(serverUrl);
};

/**
 * With DATABASE_URL (CI points it at the local PostgreSQL) each test file gets a database of
 * its own, cloned from the migrated template (support/global-setup.ts) and dropped afterwards;
 * without it, the embedded database in memory, migrated at start.
 */
export const createTestDatabase = async (options: { empty?: boolean; demo?: (url: string) => Promise<void> } = {}): Promise<TestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = options.empty || options.demo ? testDatabaseName() : await takeSpare(serverUrl);
  if (options.empty || options.demo) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // `empty`: not migrated (a fresh installation); `demo`: with the demo data already in.
      await admin.query(options.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${await demoTemplate(admin, serverUrl, options.demo!)}"`);
    } finally {
      await admin.end();
    }
  }
  return {
    url: urlOf(serverUrl, name),
    drop: async () => dropInBackground(serverUrl, name),
  };
};

/**
 * PostgreSQL takes about 0.6 s to drop a test database, waiting on the disk: the worker goes on to
 * its next file meanwhile. One drop at a time per worker; one that fails (or is cut short when the
 * worker ends) leaves the database to the run's end (global-setup.ts).
 */
let drops: Promise<void> = Promise.resolve();
const dropInBackground = (serverUrl: string, name: string) => {
  drops = drops.then(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch {
      // Left for the run's end.
    } finally {
      await client.end().catch(() => undefined);
    }
  });
};


/**
 * The migrated template with the demo data loaded (by `load`, an app's first start on it), made
 * once per run by the first file that needs it, under a lock that the other worker waits on: each
 * file with demo data then clones it instead of loading about 1,300 records again. Dropped at the
 * next run's start (global-setup.ts), as the demo's dates follow the day it was made.
 */
const demoTemplate = async (admin: pg.Client, serverUrl: string, load: (url: string) => Promise<void>): Promise<string> => {
  const name = `${templateDatabaseName()}_demo`;
  await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      const building = `club_building_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE "${building}" TEMPLATE "${templateDatabaseName()}"`);
      try {
        await load(urlOf(serverUrl, building));
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
    }
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
  }
  return name;
};
