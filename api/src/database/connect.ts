import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { MigrationExecutor, type DataSource, type Migration } from 'typeorm';
import { databaseAvailability, isDatabaseUnavailable } from './availability';

const logger = new Logger('Database');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects, waiting for a database that is not there yet (started together with it, or during a
 * restart): retries with back-off (0.25 s doubling up to 5 s) for up to `waitSeconds`, one log
 * line while it waits. Any other failure (a wrong password, a missing database) stops at once.
 */
export const initializeWhenReachable = async (make: () => Promise<DataSource>, waitSeconds: number): Promise<DataSource> => {
  const deadline = Date.now() + waitSeconds * 1000;
  let delay = 250;
  let waiting = false;
  for (;;) {
    const dataSource = await make();
    try {
      await dataSource.initialize();
      if (waiting) logger.log('The database is reachable: starting');
      return dataSource;
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      if (!waiting) logger.warn(`Waiting up to ${waitSeconds} s for the database (${(error as Error).message})`);
      waiting = true;
      await sleep(delay);
      delay = Math.min(delay * 2, 5_000);
    }
  }
};

/**
 * A dropped connection of the pool is an event of the database's, not the process's: without a
 * listener, pg's 'error' on a connection would end the process. The pool listens to its idle
 * connections and each user to the one it holds, but between the two there is a gap: a reply and
 * the server's "terminating connection" can arrive in one packet, and the connection is handed
 * to an awaiting user (whose listener comes a microtask later) between the two messages. So
 * every connection also carries a listener of its own for its whole life.
 */
export const watchPool = (pool: Pool): void => {
  pool.on('error', (error) => databaseAvailability.lost(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => databaseAvailability.lost(error));
    databaseAvailability.reached();
  });
};

/** Migrations may build an index over a large table: the requests' statement timeout is not theirs. */
const runWithoutStatementTimeout = async (dataSource: DataSource): Promise<Migration[]> => {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SET statement_timeout = 0');
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    return await executor.executePendingMigrations();
  } finally {
    await runner.query('RESET statement_timeout').catch(() => undefined);
    await runner.release();
  }
};

/**
 * Runs `work` while no other instance runs work under the same name: under a session-level
 * advisory lock held on a connection of its own, the first instance works while the others wait,
 * then find nothing left to do. `shared`: false for the embedded database (one connection, one process).
 */
export const onceAtATime = async <T>(pool: Pool, name: string, shared: boolean, work: () => Promise<T>): Promise<T> => {
  if (!shared) return work();
  const lock = await pool.connect();
  lock.on('error', (error) => databaseAvailability.lost(error));
  try {
    // Waiting is not a slow statement: another instance may migrate a fresh database for longer
    // than STATEMENT_TIMEOUT_MS (two of three replicas gave up waiting on a loaded machine).
    await lock.query('SET statement_timeout = 0');
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await lock.query('RESET statement_timeout').catch(() => undefined);
    lock.release();
  }
};

/** Runs the pending migrations once however many instances start together (see onceAtATime). */
export const migrateOnce = (dataSource: DataSource, pool: Pool, shared: boolean): Promise<Migration[]> =>
  shared ? onceAtATime(pool, 'club.migrations', true, () => runWithoutStatementTimeout(dataSource)) : dataSource.runMigrations({ transaction: 'each' });
