import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction } from '../database/transaction';
import type { FileStore } from './file-store';

/** An upload no record took within this long is deleted (a form left unsaved). */
export const UNATTACHED_HOURS = 24;
const BATCH = 200;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the bytes of files their records let go, and of uploads never attached, then their
 * rows: after the commit that let them go, every hour, and at start. Rows are taken with SKIP
 * LOCKED, so instances sweep side by side and never a file a write is attaching.
 */
export class FileSweep {
  private readonly logger = new Logger('Files');
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** Holds taken (a backup copying the files): no file is deleted while one is held. */
  private holds = 0;

  constructor(
    private readonly pool: Pool,
    private readonly store: FileStore,
  ) {}

  start(): void {
    this.request();
    this.timer = setInterval(() => this.request(), INTERVAL_MS);
    this.timer.unref();
  }

  /** Sweeps soon; a request while a sweep runs makes it go round once more. */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  /**
   * Keeps every file where it is until the returned release is called (a backup copies the store
   * after the database: nothing the copy of the database names may go meanwhile). Waits for a
   * sweep under way to end first.
   */
  async hold(): Promise<() => void> {
    this.holds += 1;
    await this.settled();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds === 0) this.request();
    };
  }

  /** Waits for the sweep under way (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.settled();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      // Held: the release sweeps.
      if (this.holds > 0) return;
      try {
        while ((await this.sweepBatch()) === BATCH);
      } catch (error) {
        // The next commit or the hourly round tries again.
        this.logger.warn(`Sweeping removed files failed: ${(error as Error).message}`);
        return;
      }
    } while (this.again);
  }

  private sweepBatch(): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string; storage_key: string }>(
        `SELECT "id", "storage_key" FROM "stored_files"
          WHERE "removed_at" IS NOT NULL OR ("record_id" IS NULL AND "created_at" < now() - make_interval(hours => $1))
          ORDER BY "created_at" LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [UNATTACHED_HOURS, BATCH],
      );
      for (const row of rows) await this.store.delete(row.storage_key);
      if (rows.length > 0) await client.query('DELETE FROM "stored_files" WHERE "id" = ANY($1::uuid[])', [rows.map((row) => row.id)]);
      return rows.length;
    });
  }
}
