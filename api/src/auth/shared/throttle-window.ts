import type { Pool } from 'pg';

/** The throttling window of sign-in and the public recovery flows (rows in sign_in_failures). */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Seconds the account key and the client key must each still wait, or null when they have fewer
 * than `limit` failures in the window: the limit-th most recent failure of a key has to leave
 * the window first.
 */
export const waitsOf = async (
  pool: Pick<Pool, 'query'>,
  accountKey: string,
  clientKey: string,
  limit: number,
): Promise<{ account: number | null; client: number | null }> => {
  const wait = (column: string, parameter: string) =>
    `(SELECT ceil(extract(epoch FROM f."failed_at" + make_interval(secs => $3) - now()))::int FROM "sign_in_failures" f
      WHERE f."${column}" = ${parameter} AND f."failed_at" > now() - make_interval(secs => $3)
      ORDER BY f."failed_at" DESC OFFSET $4 LIMIT 1)`;
  const { rows } = await pool.query(`SELECT ${wait('account_key', '$1')} AS "account", ${wait('client_key', '$2')} AS "client"`, [
    accountKey,
    clientKey,
    FAILURE_WINDOW_SECONDS,
    limit - 1,
  ]);
  return { account: rows[0].account, client: rows[0].client };
};
