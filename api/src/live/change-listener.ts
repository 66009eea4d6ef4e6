import { Logger } from '@nestjs/common';
import pg, { type Notification, type Pool, type PoolClient } from 'pg';
import { LIVE_CHANNEL, parseLiveChange, type LiveChange } from './live-change';

/** The first wait before listening again after the connection dropped; doubled each failure up to the last. */
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export interface ChangeListenerEvents {
  /** A change some instance committed (this one included). */
  change(change: LiveChange): void;
  /** Listening again after a drop: changes committed meanwhile were not heard. */
  resumed(): void;
}

/**
 * Hears the changes every instance publishes (LIVE_CHANNEL). On a PostgreSQL server: ONE
 * connection of its own, outside the pool, that only listens, connected again with backoff when
 * it drops. On the embedded database (PGlite) LISTEN/NOTIFY works too, but the app holds exactly
 * one connection to its one session and only one process can open its data: the app's own
 * connection listens (LISTEN belongs to the session), and a notification arrives on it right
 * after the COMMIT that sent it. Either way a rolled-back write is never heard.
 */
export class ChangeListener {
  private readonly logger = new Logger('LiveChanges');
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;
  private readonly heard = new WeakSet<PoolClient>();

  constructor(
    private readonly pool: Pool,
    private readonly events: ChangeListenerEvents,
    /** The embedded database: listen on the pool's one connection. */
    private readonly sharedSession: boolean,
  ) {}

  async start(): Promise<void> {
    if (this.sharedSession) return this.listenOnPool();
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private readonly onNotification = (message: Notification) => {
    if (message.channel !== LIVE_CHANNEL) return;
    const change = parseLiveChange(message.payload);
    if (change) this.events.change(change);
  };

  private async listenOnPool(): Promise<void> {
    const hear = (client: PoolClient) => {
      if (this.heard.has(client)) return;
      this.heard.add(client);
      client.on('notification', this.onNotification);
      // Queued before whatever the connection is asked next: nothing committed after it goes unheard.
      client.query(`LISTEN ${LIVE_CHANNEL}`).catch(() => undefined);
    };
    // A connection made again (the database restarted) listens again.
    this.pool.on('connect', hear);
    const client = await this.pool.connect();
    try {
      hear(client);
    } finally {
      client.release();
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.pool.options);
    this.client = client;
    client.on('notification', this.onNotification);
    // An error or end of the listening connection: listen again on a new one.
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      if (this.failures > 0) {
        this.logger.log('Listening to live changes again');
        this.events.resumed();
      }
      this.failures = 0;
    } catch (error) {
      this.logger.warn(`Cannot listen to live changes: ${(error as Error).message}`);
      lost();
    }
  }

  private lost(client: pg.Client): void {
    if (this.stopped || this.client !== client || this.retry) return;
    if (this.failures === 0) this.logger.warn('The live changes connection dropped: listening again shortly');
    this.client = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, wait);
  }
}
