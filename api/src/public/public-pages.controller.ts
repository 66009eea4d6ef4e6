import { Controller, Get, Headers, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { Row } from '../crud/crud.service';
import { localeOf } from '../i18n/messages';
import { PublicPages } from './public-pages.service';

/** GET /api/public/{resource}/{id}: a public page's record, for anyone, throttled per client address. */
@Controller('api/public')
@UseGuards(ThrottlerGuard)
export class PublicPagesController {
  constructor(@Inject(PublicPages) private readonly pages: PublicPages) {}

  @Get(':resource/:id')
  async record(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    // Never kept by a browser or a proxy: the record may change or stop being public.
    void reply.header('cache-control', 'no-store');
    return this.pages.record(resource, id, localeOf(language));
  }
}
