import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Row } from '../../crud/crud.service';
import { localeOf } from '../../i18n/messages';
import { requireAuthUser } from '../../http/request-user';
import type { InvitationService } from './invitation.service';

export const INVITATION_SERVICE = Symbol('INVITATION_SERVICE');

/** POST /api/users/invitations: invite users by email (signed in; see InvitationService). */
@Controller('api/users')
export class InvitationController {
  constructor(@Inject(INVITATION_SERVICE) private readonly invitations: InvitationService) {}

  @Post('invitations')
  @HttpCode(201)
  invite(@Body() body: unknown, @Req() request: FastifyRequest): Promise<Row[]> {
    const user = requireAuthUser(request);
    return this.invitations.invite(body, user, localeOf(request.headers['accept-language']));
  }
}
