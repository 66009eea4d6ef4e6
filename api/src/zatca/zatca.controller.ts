import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientContextOf } from '../auth/shared/client-context';
import { requireAuthUser } from '../http/request-user';
import { localeOf } from '../i18n/messages';
import { ZatcaAdmin, type ZatcaView } from './zatca-admin';

/**
 * ZATCA e-invoicing on the apps page: GET its settings, PUT them ({ settings, currentPassword }),
 * POST an onboarding ({ otp, currentPassword }). The service checks the page's permissions.
 */
@Controller('api/zatca')
export class ZatcaController {
  constructor(@Inject(ZatcaAdmin) private readonly admin: ZatcaAdmin) {}

  @Get()
  view(@Req() request: FastifyRequest): Promise<ZatcaView> {
    return this.admin.view(requireAuthUser(request), localeOf(request.headers['accept-language']));
  }

  @Put()
  save(@Body() body: unknown, @Req() request: FastifyRequest): Promise<ZatcaView> {
    return this.admin.save(requireAuthUser(request), body, clientContextOf(request));
  }

  @Post('onboarding')
  @HttpCode(200)
  onboard(@Body() body: unknown, @Req() request: FastifyRequest): Promise<ZatcaView> {
    return this.admin.onboard(requireAuthUser(request), body, clientContextOf(request));
  }
}
