import type { AuthService } from './sessions/auth.service';

export { AuthModule } from './sessions/auth.module';
export { AuthService, MAX_FAILURES, FAILURE_WINDOW_SECONDS } from './sessions/auth.service';
export { authGuard, isPublicRoute } from './sessions/guard';
export { authUserOf, requireAuthUser, type AuthUser } from '../http/request-user';
export { authEntities } from './shared/entities';
export { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './sessions/tokens';
export { isCommonPassword } from '../crud/password-policy';

/**
 * A valid access token for a user of a running app (tests, tools): it carries the user's current
 * token version and lives `ttlSeconds` (default 15 minutes, like a signed-in user's).
 */
export const issueAccessToken = (app: { auth: AuthService }, userId: string, ttlSeconds?: number): Promise<string> =>
  app.auth.issueAccessToken(userId, ttlSeconds);
