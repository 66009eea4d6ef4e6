import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../../database/transaction';

/** The throttling window of sign-in and the public recovery flows (rows in sign_in_failures). */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures are remembered this long: an account locked again within it waits twice as long. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export interface AttemptLimits {
  /** Attempts per account key in the window before it is locked. */
  account: number;
  /** Attempts per client address in the window: far more, an office shares one address. */
  client: number;
  /** Each further lock within FAILURE_MEMORY_SECONDS doubles the wait (sign-in), up to a day. */
  backOff?: boolean;
  /** How many attempts this one counts for (invitations: one per email sent); 1 by default. */
  weight?: number;
}

/** Taken: the attempt is counted (row `id`), to be forgiven when it succeeds. Refused: seconds to wait, and whose limit. */
export type Attempt = { id: string } | { wait: number; by: 'account' | 'client' };

/**
 * Seconds the account key and the client key must each still wait, or null when they are under
 * their limits: the limit-th most recent attempt of a key has to leave the window first (with
 * back-off: the most recent one, after the window doubled for each earlier lock in memory).
 */
const WAITS = `
  WITH "account" AS (
    SELECT count(*) FILTER (WHERE "failed_at" > now() - make_interval(secs => $3)) AS "recent", count(*) AS "remembered", max("failed_at") AS "last",
           (array_agg("failed_at" ORDER BY "failed_at" DESC) FILTER (WHERE "failed_at" > now() - make_interval(secs => $3)))[$4] AS "oldest_counted"
    FROM "sign_in_failures" WHERE "account_key" = $1 AND "failed_at" > now() - make_interval(secs => $7)
  ), "client" AS (
    SELECT (array_agg("failed_at" ORDER BY "failed_at" DESC))[$5] AS "oldest_counted"
    FROM "sign_in_failures" WHERE "client_key" = $2 AND "failed_at" > now() - make_interval(secs => $3)
  )
  SELECT
    CASE WHEN a."recent" < $4 THEN NULL
         WHEN $6 THEN ceil(extract(epoch FROM a."last" + least(make_interval(secs => $3) * power(2, greatest(a."remembered" / $4 - 1, 0)), interval '1 day') - now()))::int
         ELSE ceil(extract(epoch FROM a."oldest_counted" + make_interval(secs => $3) - now()))::int END AS "account",
    CASE WHEN c."oldest_counted" IS NULL THEN NULL ELSE ceil(extract(epoch FROM c."oldest_counted" + make_interval(secs => $3) - now()))::int END AS "client"
  FROM "account" a, "client" c`;

/**
 * Counts an attempt and decides on it in one step, before any password is hashed: the account
 * key's decisions are taken one at a time (an advisory lock in a transaction), so a burst of
 * parallel attempts is counted as it arrives and no more than the limit ever reach the check.
 */
export const takeAttempt = (pool: Pool, accountKey: string, clientKey: string, limits: AttemptLimits): Promise<Attempt> =>
  inTransaction(pool, (client) => takeAttemptIn(client, accountKey, clientKey, limits));

/** `takeAttempt` inside a transaction already open (its lock held until that one ends). */
export const takeAttemptIn = async (client: PoolClient, accountKey: string, clientKey: string, limits: AttemptLimits): Promise<Attempt> => {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`throttle:${accountKey}`]);
  const weight = Math.max(1, limits.weight ?? 1);
  // A weight of n needs n free places: the key is full once (limit - n + 1) attempts are in the window.
  if (weight > limits.account) return { wait: FAILURE_WINDOW_SECONDS, by: 'account' as const };
  const { rows } = await client.query(WAITS, [
    accountKey,
    clientKey,
    FAILURE_WINDOW_SECONDS,
    limits.account - weight + 1,
    limits.client - weight + 1,
    limits.backOff === true,
    FAILURE_MEMORY_SECONDS,
  ]);
  const account = rows[0].account as number | null;
  const byClient = rows[0].client as number | null;
  if (account !== null && account > 0) return { wait: account, by: 'account' as const };
  if (byClient !== null && byClient > 0) return { wait: byClient, by: 'client' as const };
  const inserted = await client.query(
    'INSERT INTO "sign_in_failures" ("account_key", "client_key") SELECT $1, $2 FROM generate_series(1, $3::int) RETURNING "id"',
    [accountKey, clientKey, weight],
  );
  return { id: inserted.rows[0].id as string };
};

/** An attempt that succeeded is not held against anyone. */
export const forgiveAttempt = async (pool: Pick<Pool, 'query'>, attempt: { id: string }): Promise<void> => {
  await pool.query('DELETE FROM "sign_in_failures" WHERE "id" = $1', [attempt.id]);
};

/** The account's attempts in the window, the one just counted included. */
export const attemptsInWindow = async (pool: Pick<Pool, 'query'>, accountKey: string): Promise<number> => {
  const { rows } = await pool.query(
    'SELECT count(*)::int AS "count" FROM "sign_in_failures" WHERE "account_key" = $1 AND "failed_at" > now() - make_interval(secs => $2)',
    [accountKey, FAILURE_WINDOW_SECONDS],
  );
  return rows[0].count as number;
};
