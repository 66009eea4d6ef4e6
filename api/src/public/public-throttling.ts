import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { localeOf, MESSAGES } from '../i18n/messages';

/**
 * The public pages' throttling: `perMinute` requests a minute from one client address, counted in
 * this instance's memory; beyond it 429 with Retry-After and a message in the request's language.
 */
export const publicThrottling = (perMinute: number): ThrottlerModuleOptions => ({
  throttlers: [{ name: 'default', ttl: 60_000, limit: perMinute }],
  errorMessage: (context: ExecutionContext, detail) =>
    MESSAGES[localeOf(context.switchToHttp().getRequest<FastifyRequest>().headers['accept-language'])].tooManyRequests(Math.max(1, Math.ceil(detail.timeToBlockExpire))),
});
