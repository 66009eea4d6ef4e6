import type { AuthService } from './auth.service';

export { AuthModule } from './auth.module';
export { AuthService, MAX_FAILURES, FAILURE_WINDOW_SECONDS } from './auth.service';
export { authGuard, isPublicRoute } from './guard';
export { authUserOf, requireAuthUser, type AuthUser } from './auth-user';
export { authEntities } from './entities';
export { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens';
export { isCommonPassword } from './password-policy';

/**
 * A valid access token for a user of a running app (tests, tools): it carries the user's current
 * token version and lives `ttlSeconds` (default 15 minutes, like a signed-in user's).
 */
export const issueAccessToken = (app: { auth: AuthService }, userId: string, ttlSeconds?: number): Promise<string> =>
  app.auth.issueAccessToken(userId, ttlSeconds);
