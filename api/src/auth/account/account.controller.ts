import { Body, Controller, HttpCode, HttpStatus, Inject, type OnModuleInit, Patch, Post, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientContextOf } from '../shared/client-context';
import type { Pool } from 'pg';
import { CrudService, type Row, type WriteContext } from '../../crud/crud.service';
import { ApiError, badRequest } from '../../crud/errors';
import { localeOf, type Locale } from '../../i18n/messages';
import { DATABASE_POOL } from '../../http/tokens';
import { passwordChange, profileChanges } from './account-body';
import { ACCOUNT_MESSAGES } from './account-messages';
import { AUTH_SERVICE } from '../sessions/auth.controller';
import { TooManyAttempts, type AuthService } from '../sessions/auth.service';
import { attemptsInWindow, takeAttempt } from '../shared/throttle-window';
import type { AuthUser } from '../../http/request-user';
import { setRefreshCookie } from '../sessions/cookies';
import { AUTH_MESSAGES } from '../shared/messages';

/** Longer than any password the policy accepts: refused before argon2 spends time on it. */
const MAX_PASSWORD_LENGTH = 1024;
/** Wrong current passwords in the throttling window before the change is refused and the sessions end. */
export const MAX_PASSWORD_CHANGE_FAILURES = 5;

/**
 * The signed-in user's own account: PATCH /api/auth/me (profile and preferences) and
 * POST /api/auth/password. Both write through CrudService.update with the user as actor, so the
 * users resource's validation, the write hooks (a password change ends every session) and the
 * audit trail apply exactly as for an administrator's edit.
 */
@Controller('api/auth')
export class AccountController implements OnModuleInit {
  private crud!: CrudService;
  private pool!: Pool;

  constructor(
    @Inject(AUTH_SERVICE) private readonly auth: AuthService,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  /** CrudService and the pool belong to the app module, which imports this one. */
  onModuleInit(): void {
    this.crud = this.modules.get(CrudService, { strict: false });
    this.pool = this.modules.get<Pool>(DATABASE_POOL, { strict: false });
  }

  @Patch('me')
  async updateProfile(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Row> {
    const locale = localeOf(request.headers['accept-language']);
    const user = await this.signedIn(request, reply, locale);
    return this.crud.update('users', user.id, profileChanges(body, locale), locale, actorOf(user));
  }

  @Post('password')
  @HttpCode(200)
  async changePassword(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accessToken: string; user: Row }> {
    const locale = localeOf(request.headers['accept-language']);
    const user = await this.signedIn(request, reply, locale);
    const { currentPassword, newPassword } = passwordChange(body, locale);
    // The new password first: a stolen access token learns nothing of the current one from it.
    await this.asNewPassword(() => this.crud.check('users', { password: newPassword }, 'update', locale));
    const context = { ...clientContextOf(request), locale };
    // Keys in lower case, as clearFailures writes them.
    const accountKey = `password-change:${user.id}`;
    const attempt = await takeAttempt(this.pool, accountKey, `password-change:${context.ip}`, {
      account: MAX_PASSWORD_CHANGE_FAILURES,
      client: MAX_PASSWORD_CHANGE_FAILURES * 20,
    });
    if ('wait' in attempt) throw new TooManyAttempts(attempt.wait, locale);
    if (!(await this.currentPasswordMatches(user.id, currentPassword))) {
      await this.auth.securityLog.record({ event: 'authn_password_change_fail', ...this.auth.where(context, user.id), detail: 'wrong current password' });
      // Repeated wrong guesses from one session: the session (and every other of the user) ends.
      if ((await attemptsInWindow(this.pool, accountKey)) >= MAX_PASSWORD_CHANGE_FAILURES) await this.auth.endSessions(user.id);
      throw badRequest(ACCOUNT_MESSAGES[locale].currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES[locale].currentPasswordWrong });
    }
    await this.auth.clearFailures(accountKey);
    const updated = await this.asNewPassword(() =>
      this.crud.update('users', user.id, { password: newPassword }, locale, { actor: { id: user.id, reauthenticated: true } }),
    );
    await this.auth.securityLog.record({ event: 'authn_password_change', ...this.auth.where(context, user.id) });
    // The write hook revoked every session of the user, this one included: sign this tab in again
    // with the new password (a new refresh family, a token of the new token version).
    const session = await this.auth.signIn(
      { username: updated.username, password: newPassword },
      { ...clientContextOf(request), locale },
    );
    setRefreshCookie(request, reply, session);
    void reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, user: session.user };
  }

  /** These routes are under /api/auth, which the global guard leaves alone: check the token here. */
  private async signedIn(request: FastifyRequest, reply: FastifyReply, locale: Locale): Promise<AuthUser> {
    const result = await this.auth.authenticate(request.headers.authorization);
    if ('user' in result) return result.user;
    void reply.header('www-authenticate', result.error === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"');
    throw new ApiError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES[locale][result.error === 'missing' ? 'authenticationRequired' : 'invalidToken']);
  }

  private async currentPasswordMatches(userId: string, password: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT "password" FROM "users" WHERE "id" = $1', [userId]);
    const stored = rows[0]?.password;
    if (typeof stored !== 'string' || password.length > MAX_PASSWORD_LENGTH) return false;
    return this.crud.passwords.verify(stored, password);
  }

  /** The users resource's password rules (length, common passwords) answer on `newPassword`. */
  private async asNewPassword<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const response = error instanceof ApiError ? (error.getResponse() as { message: string; errors?: Record<string, string> }) : undefined;
      if (!response?.errors?.password) throw error;
      throw badRequest(response.errors.password, { newPassword: response.errors.password });
    }
  }
}

const actorOf = (user: AuthUser): WriteContext => ({ actor: { id: user.id } });
