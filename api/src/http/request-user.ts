import type { FastifyRequest } from 'fastify';
import type { RoleAccess } from '../access/permission-store';

/** Who sent a request, as the guard established it from the access token and the database. */
export interface AuthUser {
  id: string;
  /** The key of the user's role. */
  role: string;
  status: string;
  /** The token version the access token carries (equal to the user's current one). */
  tokenVersion: number;
  /** Signed in with a generated first password: only the account's own endpoints answer until it is changed. */
  mustChangeCredentials?: boolean;
  /** The request came with an API key (its service user is `id`): the key and its own budget a minute. */
  apiKey?: { id: string; perMinute: number };
}

const AUTH_USER = Symbol('authUser');
const AUTH_ROLE = Symbol('authRole');

type WithAuthUser = { [AUTH_USER]?: AuthUser; [AUTH_ROLE]?: RoleAccess };

/** Attaches the authenticated user to the request, with what their role may do as the guard read it (done by the guard). */
export const setAuthUser = (request: FastifyRequest, user: AuthUser, role: RoleAccess | undefined): void => {
  (request as unknown as WithAuthUser)[AUTH_USER] = user;
  (request as unknown as WithAuthUser)[AUTH_ROLE] = role;
};

/** What the signed-in user's role may do, as the guard read it when it let the request in. */
export const authRoleOf = (request: FastifyRequest): RoleAccess | undefined => (request as unknown as WithAuthUser)[AUTH_ROLE];

/** The authenticated user of a request, or undefined on a public route. */
export const authUserOf = (request: FastifyRequest): AuthUser | undefined => (request as unknown as WithAuthUser)[AUTH_USER];

/** The authenticated user of a request that passed the guard: throws when there is none (a programming error). */
export const requireAuthUser = (request: FastifyRequest): AuthUser => {
  const user = authUserOf(request);
  if (!user) throw new Error(`No authenticated user on ${request.method} ${request.url}: is the route public?`);
  return user;
};
