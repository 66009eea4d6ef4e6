import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { localeOf, type Locale } from '../../i18n/messages';

/** Where a request comes from: kept with the refresh token, the throttling's client key, and the security log's context. */
export interface ClientContext {
  ip: string;
  userAgent?: string;
  locale: Locale;
  /** The request's id (X-Request-Id), for the security log. */
  requestId?: string;
}

/**
 * The client's address: the socket's, or a forwarded one when TRUST_PROXY trusts the proxy that
 * sent it; a forwarded value that is no IP address (a proxy passing a client's text on) is not used.
 */
export const clientAddressOf = (request: FastifyRequest): string =>
  isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? 'unknown');

export const clientContextOf = (request: FastifyRequest): ClientContext => ({
  ip: clientAddressOf(request),
  userAgent: request.headers['user-agent'],
  locale: localeOf(request.headers['accept-language']),
  requestId: request.id,
});
