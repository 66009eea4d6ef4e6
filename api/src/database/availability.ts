import { Logger } from '@nestjs/common';

/**
 * PostgreSQL error classes and driver errors that mean "the database is not reachable right now"
 * (a restart, a failover, a network cut), as opposed to a problem with the request itself:
 * 08 connection exception, 57P01–57P03 shutdown / cannot connect now, 53300 too many connections.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'terminating connection',
  'the database system is starting up',
  'the database system is shutting down',
  'Client was closed',
];

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
};

/** A statement that ran past statement_timeout (57014 query_canceled by the timeout). */
export const isStatementTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';

/**
 * Whether the database answers, as the requests find out: one log line when it goes away and one
 * when it is back (not a stack trace per failed request). Requests that meet it away answer 503.
 */
export class DatabaseAvailability {
  private downSince?: number;
  private readonly logger = new Logger('Database');

  get available(): boolean {
    return this.downSince === undefined;
  }

  /** A connection or query failed because the database is away. */
  lost(error: unknown): void {
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    this.logger.warn(`The database is unavailable (${(error as Error)?.message ?? String(error)}); requests answer 503 until it is back`);
  }

  /** A query succeeded. */
  reached(): void {
    if (this.downSince === undefined) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = undefined;
    this.logger.log(`The database is available again after ${seconds} s`);
  }
}

/** The one availability of the process (the pool, the transactions and the error filter share it). */
export const databaseAvailability = new DatabaseAvailability();
