import type { Pool, PoolClient } from 'pg';

const waiting = new WeakSet<PoolClient>();

/**
 * Runs `then` once the transaction open on `client` ended (its connection went back to the pool,
 * after COMMIT or ROLLBACK): what a write queued is delivered at once however deep in a
 * transaction of several writes (a record action) it was queued. Once per transaction.
 */
export const afterTransaction = (pool: Pool, client: PoolClient, then: () => void): void => {
  if (waiting.has(client)) return;
  waiting.add(client);
  const released = (_error: Error | undefined, which: PoolClient) => {
    if (which !== client) return;
    pool.off('release', released);
    waiting.delete(client);
    then();
  };
  pool.on('release', released);
};
