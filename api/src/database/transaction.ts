import type { Pool, PoolClient } from 'pg';
import { databaseAvailability, isDatabaseUnavailable } from './availability';

/**
 * Runs `work` in one transaction on one connection: either all of it lands or none of it does.
 * A connection that dies meanwhile (a database restart) fails this call only: its error is
 * listened to (unheard, it would end the process) and the connection is thrown away, not reused.
 */
export const inTransaction = async <T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
    databaseAvailability.lost(error);
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken ??= error as Error;
    else await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
};
