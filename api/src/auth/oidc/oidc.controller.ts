import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../../crud/crud.service';
import { ApiError } from '../../crud/errors';
import type { AuthUser } from '../../http/request-user';
import { localeOf } from '../../i18n/messages';
import { AUTH_SERVICE } from '../sessions/auth.controller';
import type { AuthService } from '../sessions/auth.service';
import { fromThisSite, setRefreshCookie } from '../sessions/cookies';
import { clientContextOf } from '../shared/client-context';
import { AUTH_MESSAGES } from '../shared/messages';
import { clearFlowCookie, clearLinkCookie, flowCookieOf, linkCookieOf, setFlowCookie, setLinkCookie } from './flow-cookie';
import type { LinkedIdentity, OidcService } from './oidc.service';

export const OIDC_SERVICE = Symbol('OIDC_SERVICE');

/**
 * Third-party sign-in (the /clerk pages): the provider, the round trip, and the signed-in user's
 * linked identities. Under /api/auth, which the global guard leaves alone: each route checks the
 * access token it needs.
 */
@Controller('api/auth')
export class OidcController {
  constructor(
    @Inject(OIDC_SERVICE) private readonly oidc: OidcService,
    @Inject(AUTH_SERVICE) private readonly auth: AuthService,
  ) {}

  /** Whether third-party sign-in is set up, and the provider's name for its button. */
  @Get('oidc')
  provider(): { enabled: boolean; name: string | null } {
    return this.oidc.provider;
  }

  /** The provider's authorization URL for the browser to go to (and the flow cookie that ties the answer to it). */
  @Post('oidc/start')
  @HttpCode(200)
  async start(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ url: string }> {
    const mode = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).mode : undefined;
    const user = mode === 'link' ? await this.signedIn(request, reply) : undefined;
    const { url, browserSecret } = await this.oidc.start(body, user, clientContextOf(request));
    setFlowCookie(request, reply, browserSecret);
    void reply.header('cache-control', 'no-store');
    return { url };
  }

  /** Where the provider sends the browser back: a session (refresh cookie) or a reason, then a /clerk page. */
  @Get('oidc/callback')
  async callback(@Query() query: Record<string, string>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const outcome = await this.oidc.finish(query, flowCookieOf(request), clientContextOf(request));
    clearFlowCookie(request, reply);
    if (outcome.session) setRefreshCookie(request, reply, outcome.session);
    if (outcome.linkToken) setLinkCookie(request, reply, outcome.linkToken);
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    await reply.redirect(this.oidc.pageUrl(outcome.redirect), 303);
  }

  /** The provider's account waiting in this browser for an account's password: the account's email and the provider's name. */
  @Get('oidc/link')
  async linkWaiting(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ email: string; provider: string }> {
    void reply.header('cache-control', 'no-store');
    return this.oidc.linkWaiting(linkCookieOf(request), localeOf(request.headers['accept-language']));
  }

  /** The account's password links the waiting provider's account and signs in (a session, as sign-in answers). */
  @Post('oidc/link')
  @HttpCode(200)
  async linkWithPassword(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ accessToken: string; user: Row }> {
    if (!fromThisSite(request)) throw new ApiError(HttpStatus.FORBIDDEN, AUTH_MESSAGES[localeOf(request.headers['accept-language'])].otherSite);
    const session = await this.oidc.linkWithPassword(linkCookieOf(request), body, clientContextOf(request));
    clearLinkCookie(request, reply);
    setRefreshCookie(request, reply, session);
    void reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, user: session.user };
  }

  @Get('identities')
  async identities(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ identities: LinkedIdentity[]; pending: LinkedIdentity[] | null; provider: { enabled: boolean; name: string | null } }> {
    return { ...(await this.oidc.identities(await this.signedIn(request, reply))), provider: this.oidc.provider };
  }

  @Delete('identities/:id')
  @HttpCode(204)
  async unlink(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.oidc.unlink(await this.signedIn(request, reply), id, clientContextOf(request));
  }

  @Post('identities/:id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Row> {
    return this.oidc.approve(await this.signedIn(request, reply), id, clientContextOf(request));
  }

  private async signedIn(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
    const result = await this.auth.authenticate(request.headers.authorization);
    if ('user' in result) return result.user;
    const locale = localeOf(request.headers['accept-language']);
    void reply.header('www-authenticate', result.error === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"');
    throw new ApiError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES[locale][result.error === 'missing' ? 'authenticationRequired' : 'invalidToken']);
  }
}
