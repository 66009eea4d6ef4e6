import type { FastifyInstance } from 'fastify';
import { localeOf, MESSAGES } from '../i18n/messages';
import { securityContextOf, type SecurityLog } from '../security/security-log';
import { FixedWindows } from './fixed-windows';
import { authUserOf } from './request-user';

const WINDOW_MS = 60_000;

/**
 * A budget of API_RATE_LIMIT requests a minute on /api per signed-in user (per client address
 * before sign-in; an API key's own `perMinute` per key), counted in this process. Beyond it: 429 with Retry-After, and one
 * excess_rate_limit_exceeded event per user and window. Runs after the guard (registered after
 * it), so a stolen or forged token name cannot spend another user's budget.
 */
export const registerApiRateLimit = (fastify: FastifyInstance, perMinute: number, securityLog: SecurityLog): void => {
  const budgets = new FixedWindows(perMinute, WINDOW_MS);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || reply.sent) return done();
    const user = authUserOf(request);
    // An API key spends its own budget, of its own size: never its creator's, nor theirs its.
    const apiKey = user?.apiKey;
    const key = apiKey ? `key:${apiKey.id}` : user ? `user:${user.id}` : `ip:${request.ip}`;
    const limit = apiKey?.perMinute ?? perMinute;
    const { exceeded, firstOver, endsInMs } = budgets.hit(key, Date.now(), limit);
    if (!exceeded) return done();
    const seconds = Math.max(1, Math.ceil(endsInMs / 1000));
    const refuse = () => {
      const message = MESSAGES[localeOf(request.headers['accept-language'])].apiRateLimited(seconds);
      void reply.code(429).header('retry-after', String(seconds)).send({ message, errors: {} });
    };
    // One security event per key and window: at its first refusal.
    if (!firstOver) return refuse();
    securityLog.record({ event: 'excess_rate_limit_exceeded', ...securityContextOf(request, user?.id), detail: `more than ${limit} API requests a minute${apiKey ? ` with API key ${apiKey.id}` : ''}` }).then(refuse, (error: unknown) => done(error as Error));
  });
};
