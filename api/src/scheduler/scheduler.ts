import { Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { databaseAvailability, isDatabaseUnavailable } from '../database/availability';
import { inTransaction } from '../database/transaction';

/**
 * Work a resource does on its own, every so often (reminders of contracts about to end): declared
 * in its override file as `schedule: { name: { everyMinutes, run } }`. `run` works in one
 * transaction and returns how many things it did; what it queues in the outbox commits with it.
 * It must be safe to run again (mark what it handled): a run that fails is retried next round.
 */
export interface ScheduledJob {
  everyMinutes: number;
  run: (client: PoolClient) => Promise<number>;
}

/** How often due jobs are looked for. */
const TICK_MS = 60_000;

/**
 * Runs each job once per its period across every instance of the API: the job's row in
 * `scheduled_jobs` is locked (SKIP LOCKED) for the run and stamped in the same transaction, so two
 * instances never run one job at once and a rolled-back run leaves the job due.
 */
export class Scheduler {
  private readonly logger = new Logger('Scheduler');
  private readonly jobs = new Map<string, ScheduledJob>();
  /** Jobs whose row is known to exist (made once, not on every round). */
  private readonly recorded = new Set<string>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  /**
   * `afterRun`: called after a job's run committed (the outbox delivers what it queued).
   * `transaction`: how a run's transaction is opened (the crud's, so that the engine's writes in
   * the job join it).
   */
  constructor(
    private readonly pool: Pool,
    private readonly afterRun: () => void = () => undefined,
    private readonly transaction: <T>(work: (client: PoolClient) => Promise<T>) => Promise<T> = (work) => inTransaction(pool, work),
  ) {}

  add(name: string, job: ScheduledJob): void {
    if (this.jobs.has(name)) throw new Error(`Scheduled job '${name}' is declared twice`);
    if (!(job.everyMinutes >= 1)) throw new Error(`Scheduled job '${name}': everyMinutes must be at least 1`);
    this.jobs.set(name, job);
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs one job now, due or not (tests, an operator): the number of things it did. */
  async runNow(name: string): Promise<number> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No scheduled job '${name}' (known: ${this.names.join(', ') || 'none'})`);
    return (await this.runJob(name, job, false)) ?? 0;
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runDueJobs().finally(() => (this.running = undefined));
  }

  /** One round: each job that is due and not running elsewhere runs (what the timer does each minute). */
  async runDueJobs(): Promise<void> {
    for (const [name, job] of this.jobs) {
      if (this.stopped) return;
      try {
        await this.runJob(name, job, true);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          databaseAvailability.lost(error);
          return;
        }
        this.logger.error(`${name} failed: ${(error as Error).message}`);
        await this.pool
          .query('UPDATE "scheduled_jobs" SET "last_error" = $2 WHERE "name" = $1', [name, (error as Error).message.slice(0, 1000)])
          .catch(() => undefined);
      }
    }
  }

  /** The job's run in its row's transaction; undefined when it was not due or runs elsewhere (run now: waits for it). */
  private async runJob(name: string, job: ScheduledJob, onlyWhenDue: boolean): Promise<number | undefined> {
    if (!this.recorded.has(name)) {
      await this.pool.query('INSERT INTO "scheduled_jobs" ("name") VALUES ($1) ON CONFLICT DO NOTHING', [name]);
      this.recorded.add(name);
    }
    const done = await this.transaction(async (client) => {
      const { rows } = await client.query(
        `SELECT 1 FROM "scheduled_jobs" WHERE "name" = $1
           AND ($2 = false OR "last_run_at" IS NULL OR "last_run_at" <= now() - make_interval(mins => $3))
         FOR UPDATE${onlyWhenDue ? ' SKIP LOCKED' : ''}`,
        [name, onlyWhenDue, job.everyMinutes],
      );
      if (rows.length === 0) return undefined;
      const count = await job.run(client);
      await client.query('UPDATE "scheduled_jobs" SET "last_run_at" = now(), "last_done" = $2, "last_error" = NULL WHERE "name" = $1', [name, count]);
      return count;
    });
    if (done !== undefined) {
      if (done > 0) this.logger.log(`${name}: ${done} done`);
      this.afterRun();
    }
    return done;
  }
}
