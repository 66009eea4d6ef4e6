import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { localeOf, MESSAGES } from '../i18n/messages';
import { securityContextOf, type SecurityLog } from '../security/security-log';
import { authUserOf } from './request-user';

const WINDOW_MS = 60_000;

/**
 * A budget of API_RATE_LIMIT requests a minute on /api per signed-in user (per client address
 * before sign-in), counted in this process by @fastify/rate-limit. Beyond it: 429 with
 * Retry-After, and one excess_rate_limit_exceeded event per user and window. Runs after the
 * guard (registered after it), so a stolen or forged token name cannot spend another user's budget.
 */
export const registerApiRateLimit = async (fastify: FastifyInstance, perMinute: number, securityLog: SecurityLog): Promise<void> => {
  await fastify.register(rateLimit, { global: false });
  const limiter = fastify.createRateLimit({
    max: perMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => {
      const user = authUserOf(request);
      return user ? `user:${user.id}` : `ip:${request.ip}`;
    },
  });
  const reported = new Map<string, number>();
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.sent) return;
    const verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, verdict.ttlInSeconds);
    if ((reported.get(verdict.key) ?? 0) < Date.now()) {
      if (reported.size > 10_000) reported.clear();
      reported.set(verdict.key, Date.now() + verdict.ttl);
      const user = authUserOf(request);
      await securityLog.record({ event: 'excess_rate_limit_exceeded', ...securityContextOf(request, user?.id), detail: `more than ${perMinute} API requests a minute` });
    }
    const message = MESSAGES[localeOf(request.headers['accept-language'])].apiRateLimited(seconds);
    return reply.code(429).header('retry-after', String(seconds)).send({ message, errors: {} });
  });
};
