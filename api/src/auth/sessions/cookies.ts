import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_FORMAT, REFRESH_TOKEN_SECONDS } from './tokens';

export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie goes only to the auth endpoints, never to the rest of the API or the admin. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Local development: the one place a browser keeps a cookie without Secure over plain http. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Secure everywhere but local development over http: a proxy's X-Forwarded-Proto (believed only
 * with TRUST_PROXY) can add it, never take it away. Not `__Host-`: that prefix wants Path=/, and
 * the cookie goes to /api/auth alone.
 */
export const secure = (request: FastifyRequest): boolean => request.protocol === 'https' || !LOCAL_HOST.test(request.headers.host ?? '');

const attributes = (request: FastifyRequest, maxAge: number): string =>
  `HttpOnly; SameSite=Strict; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`;

/** The session's refresh cookie, kept by the browser until the session's absolute end. */
export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, session: { refreshToken: string; refreshSeconds: number }): void => {
  const maxAge = Math.max(0, Math.min(session.refreshSeconds, REFRESH_TOKEN_SECONDS));
  void reply.header('set-cookie', `${REFRESH_COOKIE}=${session.refreshToken}; ${attributes(request, maxAge)}`);
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  void reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(request, 0)}`);
};

/** The refresh token the browser sent, when it has our format (anything else is no token). */
export const refreshTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    if (REFRESH_TOKEN_FORMAT.test(value)) return value;
  }
  return undefined;
};

/**
 * Whether a cookie-driven request (refresh, sign-out) comes from this site's own pages: a browser
 * names the page's site in Sec-Fetch-Site and its origin in Origin; a request that carries
 * neither is no browser's (curl, an integration) and has no cookie of a victim to ride on.
 */
export const fromThisSite = (request: FastifyRequest): boolean => {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};
