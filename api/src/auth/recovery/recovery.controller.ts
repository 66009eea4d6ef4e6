import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientContextOf } from '../shared/client-context';
import type { Row } from '../../crud/crud.service';
import { localeOf } from '../../i18n/messages';
import type { ClientContext, Session } from '../sessions/auth.service';
import { setRefreshCookie } from '../sessions/cookies';
import type { SignUpService } from '../invitations/invitation-sign-up.service';
import type { RecoveryService } from './recovery.service';

export const RECOVERY_SERVICE = Symbol('RECOVERY_SERVICE');
export const SIGN_UP_SERVICE = Symbol('SIGN_UP_SERVICE');

const contextOf = clientContextOf;

/** The public recovery and sign-up endpoints under /api/auth (no access token: they check what they need). */
@Controller('api/auth')
export class RecoveryController {
  constructor(
    @Inject(RECOVERY_SERVICE) private readonly recovery: RecoveryService,
    @Inject(SIGN_UP_SERVICE) private readonly signUps: SignUpService,
  ) {}

  /** 202 and the same answer whether or not the email has an account. */
  @Post('forgot-password')
  @HttpCode(202)
  forgotPassword(@Body() body: unknown, @Req() request: FastifyRequest) {
    return this.recovery.forgotPassword(body, contextOf(request));
  }

  @Post('otp/verify')
  @HttpCode(200)
  verifyOtp(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.recovery.verifyOtp(body, contextOf(request));
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: unknown, @Req() request: FastifyRequest) {
    return this.recovery.resetPassword(body, contextOf(request));
  }

  /** With an invitation token: 200 and a session, like sign-in. Without: a request for access, 202. */
  @Post('sign-up')
  async signUp(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.signUps.signUp(body, contextOf(request));
    if ('message' in result) {
      void reply.code(202);
      return result;
    }
    void reply.code(200);
    return this.answer(result.session, request, reply);
  }

  /** What an invitation link's sign-up form may prefill (the link stays unused). */
  @Post('sign-up/invitation')
  @HttpCode(200)
  invitation(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.signUps.invitation(body, contextOf(request));
  }

  private answer(session: Session, request: FastifyRequest, reply: FastifyReply): { accessToken: string; user: Row } {
    setRefreshCookie(request, reply, session);
    void reply.header('cache-control', 'no-store');
    return { accessToken: session.accessToken, user: session.user };
  }
}
