import type { Pool, PoolClient } from 'pg';

/** How long a caller's key holds its answer. */
export const KEY_LIFETIME_HOURS = 24;
/**
 * How long a request may run before its key counts as abandoned (its instance died mid-request)
 * and a retry may run it again: longer than any write takes (an import of a large file included).
 */
export const RUNNING_LEASE_MINUTES = 10;

/** The answer a keyed request gave, to give again. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type Claim =
  /** The key is this request's: run it, then `finish` or `release`. */
  | { kind: 'claimed' }
  /** The same request finished before: its answer. */
  | { kind: 'answered'; answer: StoredAnswer }
  /** The same request is running now. */
  | { kind: 'running' }
  /** The key was used with another request. */
  | { kind: 'otherRequest' };

/**
 * The keys callers sent with their writes (table idempotency_keys). A claim is one statement: the
 * primary key makes two requests with one key race for one row, so only one runs.
 */
export class IdempotencyStore {
  constructor(private readonly pool: Pool) {}

  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    // A row that vanished between the two statements (its request failed and let the key go) is claimed again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rowCount } = await this.pool.query(
        `INSERT INTO "idempotency_keys" ("caller", "key", "fingerprint", "expires_at")
         VALUES ($1, $2, $3, now() + make_interval(hours => ${KEY_LIFETIME_HOURS}))
         ON CONFLICT ("caller", "key") DO UPDATE
           SET "fingerprint" = EXCLUDED."fingerprint", "started_at" = now(), "status" = NULL, "headers" = NULL, "body" = NULL, "expires_at" = EXCLUDED."expires_at"
           WHERE "idempotency_keys"."expires_at" <= now()
              OR ("idempotency_keys"."status" IS NULL AND "idempotency_keys"."fingerprint" = EXCLUDED."fingerprint"
                  AND "idempotency_keys"."started_at" <= now() - make_interval(mins => ${RUNNING_LEASE_MINUTES}))`,
        [caller, key, fingerprint],
      );
      if (rowCount === 1) return { kind: 'claimed' };
      const { rows } = await this.pool.query<{ fingerprint: string; status: number | null; headers: Record<string, string> | null; body: Buffer | null }>(
        'SELECT "fingerprint", "status", "headers", "body" FROM "idempotency_keys" WHERE "caller" = $1 AND "key" = $2',
        [caller, key],
      );
      const row = rows[0];
      if (!row) continue;
      if (row.fingerprint !== fingerprint) return { kind: 'otherRequest' };
      if (row.status === null) return { kind: 'running' };
      return { kind: 'answered', answer: { status: row.status, headers: row.headers ?? {}, body: row.body ?? Buffer.alloc(0) } };
    }
    return { kind: 'running' };
  }

  /** The claimed request's answer, kept for the rest of the key's lifetime. */
  async finish(caller: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.pool.query('UPDATE "idempotency_keys" SET "status" = $3, "headers" = $4, "body" = $5 WHERE "caller" = $1 AND "key" = $2 AND "status" IS NULL', [
      caller,
      key,
      answer.status,
      JSON.stringify(answer.headers),
      answer.body,
    ]);
  }

  /** The claimed request wrote nothing (or its answer cannot be kept): the key is free for a retry. */
  async release(caller: string, key: string): Promise<void> {
    await this.pool.query('DELETE FROM "idempotency_keys" WHERE "caller" = $1 AND "key" = $2 AND "status" IS NULL', [caller, key]);
  }

  /** Removes the expired keys (the scheduler's job): how many. */
  static async sweep(client: PoolClient): Promise<number> {
    const { rowCount } = await client.query('DELETE FROM "idempotency_keys" WHERE "expires_at" <= now()');
    return rowCount ?? 0;
  }
}
