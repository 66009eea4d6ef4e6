import type { FastifyReply, FastifyRequest } from 'fastify';
import { secure } from '../sessions/cookies';
import { FLOW_SECONDS, LINK_SECONDS } from './oidc.service';

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

const cookieValueOf = (request: FastifyRequest, cookie: string): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie && /^[A-Za-z0-9_-]{20,100}$/.test(value.join('='))) return value.join('=');
  }
  return undefined;
};

export const flowCookieOf = (request: FastifyRequest): string | undefined => cookieValueOf(request, FLOW_COOKIE);

const LINK_COOKIE = 'oidc_link';

/**
 * The browser's key to a provider's account waiting for the account's password. SameSite=Strict:
 * only this site's own page (the password step) sends it back, never another site's.
 */
export const setLinkCookie = (request: FastifyRequest, reply: FastifyReply, value: string): void => {
  void reply.header('set-cookie', `${LINK_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=${FLOW_COOKIE_PATH}; Max-Age=${LINK_SECONDS}${secure(request) ? '; Secure' : ''}`);
};

export const clearLinkCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  void reply.header('set-cookie', `${LINK_COOKIE}=; HttpOnly; SameSite=Strict; Path=${FLOW_COOKIE_PATH}; Max-Age=0${secure(request) ? '; Secure' : ''}`);
};

export const linkCookieOf = (request: FastifyRequest): string | undefined => cookieValueOf(request, LINK_COOKIE);
