import type { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isMultipart, keepReadBody } from '../files/multipart-upload';
import { localeOf } from '../i18n/messages';
import { authUserOf } from '../http/request-user';
import { replyUnavailable } from '../http/unavailable';
import { fingerprintOf } from './fingerprint';
import type { IdempotencyStore, StoredAnswer } from './idempotency-store';
import { IDEMPOTENCY_MESSAGES } from './messages';

/** The methods that write (a record action is a POST). */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The header's longest value (UUIDs and the like; the column's length). */
export const MAX_KEY_LENGTH = 255;
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${MAX_KEY_LENGTH}}$`);
/** A keyed upload is read whole before it runs (to compare it with the key's first): at most this. */
export const KEYED_UPLOAD_LIMIT_BYTES = 32 * 1024 * 1024;
/** The headers of an answer given again: what describes its body and where it lives (never cookies). */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'content-range', 'location', 'etag', 'last-modified', 'cache-control'];
/** Set on an answer given again rather than run (as other APIs name it). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface Keyed {
  caller: string;
  key: string;
}
const KEYED = Symbol('idempotencyKey');
type WithKeyed = { [KEYED]?: Keyed };

/**
 * Whose keys a request's key is among: the identity the guard established. Keys are never shared
 * between callers, so one caller's key cannot read another's answer.
 */
const callerOf = (request: FastifyRequest): string | undefined => {
  const user = authUserOf(request);
  return user ? `user:${user.id}` : undefined;
};

const refuse = (reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) =>
  reply.code(status).headers(headers).header('content-type', 'application/json; charset=utf-8').send({ message, errors: { 'Idempotency-Key': message } });

/** A multipart body whole, or 'tooLarge' past the limit (the rest is left for the upload's onResponse hook to throw away). */
const readWhole = (raw: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge' | 'aborted'> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (outcome: Buffer | 'tooLarge' | 'aborted') => {
      raw.off('data', onData).off('end', onEnd).off('close', onClose);
      raw.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop('tooLarge');
      else chunks.push(chunk);
    };
    const onEnd = () => stop(Buffer.concat(chunks));
    const onClose = () => (raw.complete ? undefined : stop('aborted'));
    raw.on('data', onData).on('end', onEnd).on('close', onClose);
  });

const keptHeadersOf = (reply: FastifyReply): Record<string, string> =>
  Object.fromEntries(KEPT_HEADERS.flatMap((name) => (reply.getHeader(name) === undefined ? [] : [[name, String(reply.getHeader(name))]])));

/** The answer's bytes as sent, or undefined for a stream (not kept: the key is let go). */
const bytesOf = (payload: unknown): Buffer | undefined => {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : undefined;
};

/**
 * `Idempotency-Key` on the API's writes (POST, PUT, PATCH, DELETE under /api, record actions,
 * imports and uploads included; not sign-in's routes, whose answers carry tokens, nor the public
 * ones, which have no caller to key on). The first request with a key runs; the same key with
 * the same request (method, path and body) from the same caller within 24 hours is answered what
 * the first was (status, body, the headers that describe it) without running again; with another
 * request, 422; while the first still runs, 409 with Retry-After.
 *
 * Only successful answers (below 400) are kept. A refused write (400 invalid input, 403, 404, a
 * 409 stale version) wrote nothing, so running it again cannot write twice, and a client that
 * fixed the cause (created the missing record, got the permission) may retry with the same key;
 * a 5xx lets the key go as well. Register before compressAnswers: the answer is kept as sent,
 * not gzipped for one client.
 */
export const registerIdempotency = (fastify: FastifyInstance, store: IdempotencyStore, logger: Logger): void => {
  fastify.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method) || reply.sent) return;
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
    const caller = callerOf(request);
    if (!caller) return;
    const messages = IDEMPOTENCY_MESSAGES[localeOf(request.headers['accept-language'])];
    const key = Array.isArray(header) ? '' : header;
    if (!KEY_PATTERN.test(key)) return refuse(reply, 400, messages.keyInvalid(MAX_KEY_LENGTH));
    let body: Parameters<typeof fingerprintOf>[2] = { json: request.body };
    if (isMultipart(request)) {
      const bytes = await readWhole(request.raw, KEYED_UPLOAD_LIMIT_BYTES);
      if (bytes === 'aborted') return reply;
      if (bytes === 'tooLarge') return refuse(reply, 413, messages.uploadTooLarge(KEYED_UPLOAD_LIMIT_BYTES / 1024 / 1024));
      keepReadBody(request, bytes);
      body = { bytes, contentType: request.headers['content-type'] };
    }
    try {
      const claim = await store.claim(caller, key, fingerprintOf(request.method, request.url, body));
      if (claim.kind === 'claimed') (request as unknown as WithKeyed)[KEYED] = { caller, key };
      else if (claim.kind === 'answered') return replay(reply, claim.answer);
      else if (claim.kind === 'running') return refuse(reply, 409, messages.inProgress, { 'retry-after': '1' });
      else return refuse(reply, 422, messages.keyReused);
    } catch (error) {
      if (replyUnavailable(error, request, reply)) return reply;
      throw error;
    }
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const keyed = (request as unknown as WithKeyed)[KEYED];
    if (!keyed) return done(null, payload);
    (request as unknown as WithKeyed)[KEYED] = undefined;
    const bytes = bytesOf(payload);
    const kept = reply.statusCode < 400 && bytes !== undefined;
    const work = kept ? store.finish(keyed.caller, keyed.key, { status: reply.statusCode, headers: keptHeadersOf(reply), body: withoutRevealed(bytes) }) : store.release(keyed.caller, keyed.key);
    work.then(
      () => done(null, payload),
      (error: unknown) => {
        // The write is done; its answer goes out all the same (the key is retried after its lease).
        logger.error(`Idempotency-Key not ${kept ? 'kept' : 'released'}: ${(error as Error).message}`);
        done(null, payload);
      },
    );
  });
};

/**
 * An answer as kept: without what it showed once (`revealed`: a new API key's or webhook's
 * secret), which is stored nowhere, this table included. A retry gets the record without it.
 */
const withoutRevealed = (bytes: Buffer): Buffer => {
  if (!bytes.includes('"revealed"')) return bytes;
  try {
    const { revealed: _shownOnce, ...kept } = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    return Buffer.from(JSON.stringify(kept));
  } catch {
    return bytes;
  }
};

const replay = (reply: FastifyReply, answer: StoredAnswer) => reply.code(answer.status).headers(answer.headers).header(REPLAYED_HEADER, 'true').send(answer.body);
