import type { Pool } from 'pg';

/** How often the uses counted in memory are written. */
const FLUSH_MS = 5_000;

/**
 * A key's last use and use count, counted in memory and written every few seconds as one plain
 * UPDATE per key: bookkeeping, not a change of the key (no version, no audit entry, no live
 * notice), and no write on the request's path. An instance's last few seconds of counts are lost
 * if it stops without `flush` (the app's close flushes).
 */
export class KeyUsage {
  private readonly pending = new Map<string, { uses: number; last: Date }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pool: Pick<Pool, 'query'>) {}

  count(keyId: string): void {
    const entry = this.pending.get(keyId);
    if (entry) {
      entry.uses++;
      entry.last = new Date();
    } else this.pending.set(keyId, { uses: 1, last: new Date() });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what was counted so far. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const counted = [...this.pending];
    this.pending.clear();
    for (const [keyId, { uses, last }] of counted) {
      await this.pool.query(
        `UPDATE "api_keys" SET "use_count" = COALESCE("use_count", 0) + $2, "last_used_at" = GREATEST(COALESCE("last_used_at", $3), $3) WHERE "id" = $1`,
        [keyId, uses, last],
      );
    }
  }
}
