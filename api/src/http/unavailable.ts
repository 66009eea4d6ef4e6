import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseAvailability, isDatabaseUnavailable, isStatementTimeout } from '../database/availability';
import { localeOf, MESSAGES } from '../i18n/messages';
import { HashingBusy } from '../security/password-hashing';

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A database that is away (or a statement past its time limit) answers 503 with Retry-After at
 * once, in the API's error shape and the request's language; true when the error was one of those.
 */
export const replyUnavailable = (error: unknown, request: FastifyRequest, reply: FastifyReply): boolean => {
  if (error instanceof HashingBusy) {
    void reply
      .code(503)
      .header('retry-after', '1')
      .header('content-type', 'application/json; charset=utf-8')
      .send({ message: MESSAGES[localeOf(request.headers['accept-language'])].busy, errors: {} });
    return true;
  }
  const timeout = isStatementTimeout(error);
  if (!timeout && !isDatabaseUnavailable(error)) return false;
  if (!timeout) databaseAvailability.lost(error);
  const m = MESSAGES[localeOf(request.headers['accept-language'])];
  void reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ message: timeout ? m.statementTimeout : m.databaseUnavailable, errors: {} });
  return true;
};
