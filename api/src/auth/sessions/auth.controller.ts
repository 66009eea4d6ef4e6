import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientContextOf } from '../shared/client-context';
import type { Row } from '../../crud/crud.service';
import { ApiError } from '../../crud/errors';
import { localeOf } from '../../i18n/messages';
import { AuthService, type ClientContext, type Session } from './auth.service';
import { clearRefreshCookie, fromThisSite, refreshTokenOf, setRefreshCookie } from './cookies';
import { AUTH_MESSAGES } from '../shared/messages';

export const AUTH_SERVICE = Symbol('AUTH_SERVICE');

const contextOf = clientContextOf;

/** Refresh and sign-out act on the refresh cookie: another site's page may not make a browser send them. */
const refuseOtherSites = (request: FastifyRequest): void => {
  if (!fromThisSite(request)) throw new ApiError(HttpStatus.FORBIDDEN, AUTH_MESSAGES[localeOf(request.headers['accept-language'])].otherSite);
};

/** POST /api/auth/sign-in, /refresh, /sign-out and GET /api/auth/me (public routes: they check what they need). */
@Controller('api/auth')
export class AuthController {
  constructor(@Inject(AUTH_SERVICE) private readonly auth: AuthService) {}

  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer(await this.auth.signIn(body, contextOf(request)), request, reply);
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    refuseOtherSites(request);
    try {
      return this.answer(await this.auth.refresh(refreshTokenOf(request), contextOf(request)), request, reply);
    } catch (error) {
      clearRefreshCookie(request, reply);
      throw error;
    }
  }

  @Post('sign-out')
  @HttpCode(200)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, never>> {
    refuseOtherSites(request);
    await this.auth.signOut(refreshTokenOf(request), request.headers.authorization);
    clearRefreshCookie(request, reply);
    return {};
  }

  @Get('me')
  async me(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: Row }> {
    const locale = localeOf(request.headers['accept-language']);
    const result = await this.auth.authenticate(request.headers.authorization);
    if ('error' in result) {
      void reply.header('www-authenticate', result.error === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"');
      throw new ApiError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES[locale][result.error === 'missing' ? 'authenticationRequired' : 'invalidToken']);
    }
    return { user: await this.auth.currentUser(result.user.id, locale) };
  }

  private answer(session: Session, request: FastifyRequest, reply: FastifyReply): { accessToken: string; user: Row } {
    setRefreshCookie(request, reply, session);
    void reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, user: session.user };
  }
}
