import { databaseAvailability, isDatabaseUnavailable } from '../database/availability';
import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ResourceTable } from '../crud/sql';
import { MAX_ATTEMPTS, retryDelaySeconds } from './backoff';
import { DeliveryError } from './delivery-error';
import type { AttachedDocument, Channel, MailFile, NotificationKind, OutgoingMessage, QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

type Queryable = Pick<Pool, 'query'>;

/** Messages claimed per round trip. */
const BATCH = 20;
/** A claimed message is not claimed again for this long: an instance that dies mid-delivery only delays it. */
const LEASE_SECONDS = 5 * 60;

export interface OutboxOptions {
  pool: Pool;
  /** The notifications resource's table (column names come from the schema). */
  table: ResourceTable;
  transports: Record<Channel, Transport>;
  /** How often due retries are looked for. */
  pollSeconds?: number;
}

/**
 * The transactional outbox. `enqueue` writes a message in the caller's transaction, so it exists
 * if and only if what caused it committed; `wake` (after the commit) and a timer deliver due
 * messages. Several instances share the queue: a message is claimed with SKIP LOCKED by one of
 * them. Delivery is at least once; a failure is retried with backoff, MAX_ATTEMPTS times in all.
 */
export class Outbox {
  private readonly logger = new Logger('Outbox');
  private readonly transports: Record<Channel, Transport>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxOptions) {
    this.transports = { ...options.transports };
  }

  /** Draws the file of an attached document (the documents module's PDF). */
  private attachments?: (attachment: AttachedDocument) => Promise<MailFile>;

  useAttachments(draw: (attachment: AttachedDocument) => Promise<MailFile>): void {
    this.attachments = draw;
  }

  /** Replaces a channel's transport (an SMS gateway, or a test's). */
  useTransport(channel: Channel, transport: Transport): void {
    this.transports[channel] = transport;
  }

  /** Queues a message on the caller's connection, inside its transaction. Returns the notification's id. */
  async enqueue(client: Queryable, message: OutgoingMessage): Promise<string> {
    return this.insert(client, message, { attempts: 0, nextAttemptAt: 'now()' });
  }

  /** A pending row for the message; `nextAttemptAt` NULL keeps it out of every delivery round. */
  private async insert(client: Queryable, message: OutgoingMessage, { attempts, nextAttemptAt }: { attempts: number; nextAttemptAt: 'now()' | 'NULL' }): Promise<string> {
    const t = this.options.table;
    const columns = ['channel', 'kind', 'recipient', 'subject', 'body', 'userId', 'attachedResource', 'attachedRecordId', 'attachedLanguage', 'status', 'attempts', 'nextAttemptAt'].map((name) => t.column(name));
    const { rows } = await client.query(`INSERT INTO ${t.table} (${columns.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', ${attempts}, ${nextAttemptAt}) RETURNING "id"`, [
      message.channel,
      message.kind,
      message.recipient,
      message.subject ?? null,
      message.body,
      message.userId ?? null,
      message.attachment?.resource ?? null,
      message.attachment?.recordId ?? null,
      message.attachment?.language ?? null,
    ]);
    return rows[0].id as string;
  }

  /**
   * Delivers one message now through the transport given rather than its channel's: a notice that
   * must travel the way messages went before a change of the senders. It is kept in the outbox
   * (sent, logged or failed) but never claimed by a delivery round nor retried; a failure is
   * logged (its fixed category, nothing secret) and answered, never thrown.
   */
  async deliverThrough(transport: Transport, message: OutgoingMessage): Promise<DeliveryResult | 'failed'> {
    const id = await this.insert(this.options.pool, message, { attempts: 1, nextAttemptAt: 'NULL' });
    const t = this.options.table;
    const c = (name: string) => t.column(name);
    let status: DeliveryResult | 'failed';
    let lastError: string | null = null;
    try {
      status = await transport.deliver({ ...message, id, attempts: 1 });
    } catch (error) {
      status = 'failed';
      lastError = error instanceof DeliveryError ? error.message : 'The message could not be delivered';
      this.logger.warn(`${message.channel} ${message.kind} ${id}: not delivered through ${transport.name}: ${lastError}`);
    }
    await this.options.pool.query(
      `UPDATE ${t.table} SET ${c('status')} = $2, ${c('lastError')} = $3, ${c('sentAt')} = CASE WHEN $4 THEN now() END,
              "version" = "version" + 1, "updated_at" = now() WHERE "id" = $1`,
      [id, status, lastError, status !== 'failed'],
    );
    return status;
  }

  /** Messages of these kinds still waiting are given up at once, with `reason` as their last error (what they carry was voided). */
  async withdraw(client: Queryable, kinds: readonly NotificationKind[], reason: string): Promise<number> {
    const t = this.options.table;
    const c = (name: string) => t.column(name);
    const { rowCount } = await client.query(
      `UPDATE ${t.table} SET ${c('status')} = 'failed', ${c('lastError')} = $2, ${c('nextAttemptAt')} = NULL, "version" = "version" + 1, "updated_at" = now()
       WHERE ${c('status')} = 'pending' AND ${c('kind')} = ANY($1::text[])`,
      [kinds, reason],
    );
    return rowCount ?? 0;
  }

  /** Messages of one channel to one recipient still waiting are given up at once (a paused webhook's), `reason` their last error. */
  async withdrawTo(client: Queryable, channel: Channel, recipient: string, reason: string): Promise<number> {
    const t = this.options.table;
    const c = (name: string) => t.column(name);
    const { rowCount } = await client.query(
      `UPDATE ${t.table} SET ${c('status')} = 'failed', ${c('lastError')} = $3, ${c('nextAttemptAt')} = NULL, "version" = "version" + 1, "updated_at" = now()
       WHERE ${c('status')} = 'pending' AND ${c('channel')} = $1 AND ${c('recipient')} = $2`,
      [channel, recipient, reason],
    );
    return rowCount ?? 0;
  }

  /** Delivers due messages soon, without waiting: call it after the transaction that queued them committed. */
  wake(): void {
    if (this.stopped) return;
    void this.deliverDue().catch((error: unknown) => {
      // With the database away the next round (its timer) resumes; the outage is logged once.
      if (isDatabaseUnavailable(error)) databaseAvailability.lost(error);
      else this.logger.error(`Delivery round failed: ${(error as Error).message}`);
    });
  }

  /** Starts the timer that retries due messages. */
  start(): void {
    const seconds = this.options.pollSeconds ?? 30;
    this.timer = setInterval(() => this.wake(), seconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** A shutdown began: no new round or batch is claimed; the batch under way is still delivered. */
  pause(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  async stop(): Promise<void> {
    this.pause();
    await this.running?.catch(() => undefined);
    for (const transport of new Set(Object.values(this.transports))) await transport.close?.();
  }

  /** Delivers every due message; a call during a round runs one more round after it (nothing is missed). */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.deliverBatch()) > 0 && !this.stopped);
        } while (this.again && !this.stopped);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async deliverBatch(): Promise<number> {
    const messages = await this.claim();
    for (const message of messages) await this.deliver(message);
    return messages.length;
  }

  /** Due pending messages, each with one more attempt counted and leased to this instance. */
  private async claim(): Promise<QueuedMessage[]> {
    const t = this.options.table;
    const c = (name: string) => t.column(name);
    const { rows } = await this.options.pool.query(
      `UPDATE ${t.table} SET ${c('attempts')} = ${c('attempts')} + 1, ${c('nextAttemptAt')} = now() + make_interval(secs => $1),
              "version" = "version" + 1, "updated_at" = now()
       WHERE "id" IN (SELECT "id" FROM ${t.table} WHERE ${c('status')} = 'pending' AND ${c('nextAttemptAt')} <= now()
                      ORDER BY ${c('nextAttemptAt')} LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING "id", ${c('channel')} AS "channel", ${c('kind')} AS "kind", ${c('recipient')} AS "recipient", ${c('subject')} AS "subject",
                 ${c('body')} AS "body", ${c('userId')} AS "userId", ${c('attempts')} AS "attempts",
                 ${c('attachedResource')} AS "attachedResource", ${c('attachedRecordId')} AS "attachedRecordId", ${c('attachedLanguage')} AS "attachedLanguage"`,
      [LEASE_SECONDS, BATCH],
    );
    return rows.map(({ attachedResource, attachedRecordId, attachedLanguage, ...message }) => ({
      ...message,
      ...(attachedResource && attachedRecordId ? { attachment: { resource: attachedResource, recordId: attachedRecordId, language: attachedLanguage ?? 'ar' } } : {}),
    })) as QueuedMessage[];
  }

  private async deliver(message: QueuedMessage): Promise<void> {
    const t = this.options.table;
    const c = (name: string) => t.column(name);
    try {
      // The document is drawn as it stands when it goes out; failing to draw it is a failed attempt.
      const files = message.attachment && this.attachments ? [await this.attachments(message.attachment)] : undefined;
      const result = await this.transports[message.channel].deliver(files ? { ...message, files } : message);
      await this.options.pool.query(
        `UPDATE ${t.table} SET ${c('status')} = $2, ${c('sentAt')} = now(), ${c('lastError')} = NULL, ${c('nextAttemptAt')} = NULL,
                "version" = "version" + 1, "updated_at" = now() WHERE "id" = $1`,
        [message.id, result],
      );
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = message.attempts >= MAX_ATTEMPTS;
      this.logger.warn(`${message.channel} ${message.kind} ${message.id}: attempt ${message.attempts} failed${failed ? ', giving up' : ''}: ${text}`);
      await this.options.pool.query(
        // A failed message has no next attempt (interval NULL → NULL).
        `UPDATE ${t.table} SET ${c('status')} = $2, ${c('lastError')} = $3, ${c('nextAttemptAt')} = now() + make_interval(secs => $4),
                "version" = "version" + 1, "updated_at" = now() WHERE "id" = $1`,
        [message.id, failed ? 'failed' : 'pending', text, failed ? null : retryDelaySeconds(message.attempts)],
      );
    }
  }
}
