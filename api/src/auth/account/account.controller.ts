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
import { AUTH_SERVICE } from '../sessions/auth.controller';
import type { AuthService } from '../sessions/auth.service';
import { CurrentPassword } from './current-password';
import type { AuthUser } from '../../http/request-user';
import { setRefreshCookie } from '../sessions/cookies';
import { AUTH_MESSAGES } from '../shared/messages';

/**
 * The signed-in user's own account: PATCH /api/auth/me (profile and preferences) and
 * POST /api/auth/password. Both write through CrudService.update with the user as actor, so the
 * users resource's validation, the write hooks (a password change ends every session) and the
 * audit trail apply exactly as for an administrator's edit.
 */
@Controller('api/auth')
export class AccountController implements OnModuleInit {
  private crud!: CrudService;
  private currentPassword!: CurrentPassword;

  constructor(
    @Inject(AUTH_SERVICE) private readonly auth: AuthService,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  /** CrudService and the pool belong to the app module, which imports this one. */
  onModuleInit(): void {
    this.crud = this.modules.get(CrudService, { strict: false });
    this.currentPassword = new CurrentPassword(this.modules.get<Pool>(DATABASE_POOL, { strict: false }), this.crud.passwords, this.auth);
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
    await this.currentPassword.confirm(user.id, currentPassword, context, { field: 'currentPassword', event: 'authn_password_change_fail', detail: 'wrong current password' });
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
