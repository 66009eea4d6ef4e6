import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { requireAuthUser } from '../http/request-user';
import { localeOf } from '../i18n/messages';
import { DashboardsService, type DashboardAnswer } from './dashboards.service';

/** GET /api/dashboards/{name}?period=today|week|month|all: a declared dashboard's numbers, lists and series for the signed-in user (without a period, the one it opens on). */
@Controller('api/dashboards')
export class DashboardsController {
  constructor(
    @Inject(DashboardsService) private readonly dashboards: DashboardsService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get(':name')
  async dashboard(@Param('name') name: string, @Query('period') period: unknown, @Req() request: FastifyRequest): Promise<DashboardAnswer> {
    return this.dashboards.compute(name, requireAuthUser(request), this.readers.of(request), period, localeOf(request.headers['accept-language']));
  }
}
