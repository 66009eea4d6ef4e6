import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_FORMAT, REFRESH_TOKEN_SECONDS } from './tokens';

export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie goes only to the auth endpoints, never to the rest of the API or the admin. */
export const REFRESH_COOKIE_PATH = '/api/auth';

const attributes = (request: FastifyRequest, maxAge: number): string =>
  `HttpOnly; SameSite=Strict; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}${request.protocol === 'https' ? '; Secure' : ''}`;

export const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  void reply.header('set-cookie', `${REFRESH_COOKIE}=${token}; ${attributes(request, REFRESH_TOKEN_SECONDS)}`);
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
