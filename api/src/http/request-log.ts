import type { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { authUserOf } from './request-user';

const CALLER_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** A request's id: the caller's X-Request-Id when it is a sane one (a proxy's), else a new UUID. */
export const requestIdOf = (request: Pick<IncomingMessage, 'headers'>): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
};

/**
 * One log line per API request: method, path (never the query: it may hold names and emails),
 * status, duration, the signed-in user's id and the request id, which the answer carries too
 * (X-Request-Id) so that a user's report can be found in the log. Health checks are left out.
 */
export const logRequests = (fastify: FastifyInstance, logger: Logger, enabled: boolean): void => {
  // Callback hooks, not async ones: no promise per request on the hot path.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  // Below the info level nothing is written: nothing is built either.
  if (!enabled) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (path.startsWith('/api/') && !path.startsWith('/api/health')) {
      logger.log({
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: authUserOf(request)?.id ?? null,
        requestId: request.id,
      });
    }
    done();
  });
};
