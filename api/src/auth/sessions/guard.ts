import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../../i18n/messages';
import type { Authentication, AuthService } from './auth.service';
import { setAuthUser, type AuthUser } from '../../http/request-user';
import { AUTH_MESSAGES } from '../shared/messages';
import { ACCESS_MESSAGES } from '../../access/messages';
import { allows, type PageInfo, type PermissionSnapshot, type RoleAccess } from '../../access/permission-store';
import { requestedAccess, type RequestedAccess } from '../../access/request-action';
import type { RecordActions } from '../../server-overrides/record-actions';
import { replyUnavailable } from '../../http/unavailable';
import { securityContextOf } from '../../security/security-log';

/** Route patterns under /api that need no access token. */
const PUBLIC_PREFIXES = ['/api/auth/', '/api/public/', '/api/docs/'];
const PUBLIC_ROUTES = new Set(['/api/health', '/api/health/ready', '/api/openapi.json', '/api/openapi.yaml', '/api/docs']);

/**
 * Public or not is decided on the route that matched (its pattern, e.g. `/api/:resource`), not on
 * the URL text: `/api/auth/x` reaching the generic `/api/:resource/:id` route stays protected,
 * and no spelling of a URL can make a protected route look public. A URL that matched no route
 * is protected when it is under /api (401 before 404: nothing is revealed without a token).
 */
export const isPublicRoute = (routePattern: string | undefined, url: string): boolean => {
  if (routePattern !== undefined) {
    if (routePattern !== '/api' && !routePattern.startsWith('/api/')) return true;
    return PUBLIC_ROUTES.has(routePattern) || PUBLIC_PREFIXES.some((prefix) => routePattern.startsWith(prefix));
  }
  const path = url.split('?', 1)[0]!;
  return path !== '/api' && !path.startsWith('/api/');
};

const refuseAccess = (request: FastifyRequest, reply: FastifyReply, message: string) =>
  reply.code(403).header('content-type', 'application/json; charset=utf-8').send({ message, errors: {} });

const refuse = (request: FastifyRequest, reply: FastifyReply, error: 'missing' | 'invalid') => {
  const m = AUTH_MESSAGES[localeOf(request.headers['accept-language'])];
  return reply
    .code(401)
    .header('www-authenticate', error === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"')
    .header('content-type', 'application/json; charset=utf-8')
    .send({ message: error === 'missing' ? m.authenticationRequired : m.invalidToken, errors: {} });
};

/** What the guard decides for a signed-in user's request, from the roles and pages as read at one moment. */
type Decision = { role: RoleAccess | undefined } & (
  | { admit: true }
  | { admit: false; refusal: 'passwordChangeRequired' }
  | { admit: false; refusal: 'forbidden'; wanted: RequestedAccess; page: PageInfo }
);

/**
 * The global guard, as a Fastify onRequest hook: it runs before body parsing and before Nest's
 * pipeline, so a refused request costs almost nothing and an accepted one one HMAC check plus
 * (at most every 2 s per user) one indexed query. Register it after CORS so that refusals carry
 * the CORS headers too. A request whose token, user and permissions are all in memory (nearly
 * every one) is decided without waiting for anything; the others wait for what must be read.
 */
export const authGuard = (auth: AuthService, recordActions?: RecordActions): FastifyPluginAsync => {
  const plugin: FastifyPluginAsync = async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      // CORS preflights carry no credentials by design.
      // The matched route's pattern (Fastify builds its routeOptions object anew at each read).
      const route = request.routeOptions.url;
      if (request.method === 'OPTIONS' || isPublicRoute(route, request.url)) return done();
      const known = authenticateNow(request);
      const snapshot = known && 'user' in known ? auth.permissions.now() : undefined;
      if (known && 'user' in known && snapshot) {
        const decision = decide(request, route, known.user, snapshot);
        if (decision.admit) {
          admitted(request, known.user, decision.role);
          return done();
        }
      }
      check(request, reply, route).then(
        () => {
          if (!reply.sent) done();
        },
        (error: unknown) => {
          // The guard reads users and roles: with the database away that is a 503, not a 500.
          if (!replyUnavailable(error, request, reply)) done(error as Error);
        },
      );
    });
  };
  // An API key (`Bearer club_live_…`) or an access token; a key's refusals take the slow way, which logs them.
  const authenticateNow = (request: FastifyRequest): Authentication | undefined => auth.authenticateCallerNow(request.headers.authorization, request.ip);
  const authenticate = async (request: FastifyRequest): Promise<Authentication> => {
    const result = await auth.authenticateCaller(request.headers.authorization, request.ip);
    if (!('refused' in result)) return result;
    // Expired, revoked, rotated out, unknown or from elsewhere: one answer for all, the reason logged.
    if (result.refused !== 'unknown') await auth.securityLog.record({ event: 'authn_login_fail', ...securityContextOf(request, result.userId), detail: `API key refused: ${result.refused}` });
    return { error: 'invalid' };
  };
  // The request is the user's (or the key's): a key's use is counted for its last use and count.
  const admitted = (request: FastifyRequest, user: AuthUser, role: RoleAccess | undefined) => {
    setAuthUser(request, user, role);
    if (user.apiKey) auth.apiKeys.usage.count(user.apiKey.id);
  };
  const decide = (request: FastifyRequest, route: string | undefined, user: AuthUser, { roles, pages }: PermissionSnapshot): Decision => {
    const role = roles.get(user.role);
    // A generated first password: the account's own endpoints (public here, under /api/auth/) and nothing else.
    if (user.mustChangeCredentials) return { admit: false, refusal: 'passwordChangeRequired', role };
    // The generic CRUD routes: the role's permission on the page, or 403 before any work.
    const wanted = requestedAccess(request.method, route, request.params as Record<string, string>, request.query as Record<string, unknown>, (resource, action) =>
      recordActions?.permissionOf(resource, action),
    );
    if (!wanted) return { admit: true, role };
    const page = pages.get(wanted.page);
    // Not a resource, or an action it does not offer: the route answers 404 or 405 itself.
    if (!page || !wanted.anyOf.some((action) => page.actions.includes(action))) return { admit: true, role };
    if (allows(role, wanted.page, wanted.anyOf, wanted.allOf)) return { admit: true, role };
    return { admit: false, refusal: 'forbidden', wanted, page, role };
  };
  const check = async (request: FastifyRequest, reply: FastifyReply, route: string | undefined) => {
    const result = await authenticate(request);
    if ('error' in result) return refuse(request, reply, result.error);
    const decision = decide(request, route, result.user, await auth.permissions.current());
    // Refused or not, the request is the user's (its log line names them).
    admitted(request, result.user, decision.role);
    if (decision.admit) return;
    if (decision.refusal === 'passwordChangeRequired') return refuseAccess(request, reply, AUTH_MESSAGES[localeOf(request.headers['accept-language'])].passwordChangeRequired);
    const { wanted, page, role } = decision;
    const m = ACCESS_MESSAGES[localeOf(request.headers['accept-language'])];
    const missing = [...wanted.anyOf, ...(wanted.allOf ?? [])].find((action) => !role?.permissions.get(wanted.page)?.has(action)) ?? wanted.anyOf[0]!;
    await auth.securityLog.record({ event: 'authz_fail', ...securityContextOf(request, result.user.id), detail: `${request.method} ${route ?? ''}: no '${missing}' on '${wanted.page}'` });
    return refuseAccess(request, reply, page.enabled ? m.forbidden(missing, wanted.page) : m.pageDisabled(wanted.page));
  };
  // Not encapsulated (what fastify-plugin does): the hook applies to every route of the app.
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
};
