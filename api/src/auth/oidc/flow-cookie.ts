import type { FastifyReply, FastifyRequest } from 'fastify';
import { secure } from '../sessions/cookies';
import { FLOW_SECONDS } from './oidc.service';

const FLOW_COOKIE = 'oidc_flow';
/** Only the callback needs it back. */
const FLOW_COOKIE_PATH = '/api/auth/oidc';

/**
 * The browser's half of a sign-in at the provider. SameSite=Lax, not Strict: the provider's
 * redirect back is a top-level navigation from another site, and must carry it.
 */
export const setFlowCookie = (request: FastifyRequest, reply: FastifyReply, value: string): void => {
  void reply.header('set-cookie', `${FLOW_COOKIE}=${value}; HttpOnly; SameSite=Lax; Path=${FLOW_COOKIE_PATH}; Max-Age=${FLOW_SECONDS}${secure(request) ? '; Secure' : ''}`);
};

export const clearFlowCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  void reply.header('set-cookie', `${FLOW_COOKIE}=; HttpOnly; SameSite=Lax; Path=${FLOW_COOKIE_PATH}; Max-Age=0${secure(request) ? '; Secure' : ''}`);
};

export const flowCookieOf = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FLOW_COOKIE && /^[A-Za-z0-9_-]{20,100}$/.test(value.join('='))) return value.join('=');
  }
  return undefined;
};
