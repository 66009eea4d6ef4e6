import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { Row } from '../crud/crud.service';
import { localeOf } from '../i18n/messages';
import { PublicPages } from './public-pages.service';

/**
 * GET /api/public/{resource}/{id}: a public page's record, for anyone, throttled per client address;
 * POST to the same path sends the page's form (an application), far more tightly throttled.
 */
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

  // A person applies a few times at most; a script trying more is stopped for ten minutes.
  @Post(':resource/:id')
  @HttpCode(201)
  @Throttle({ default: { limit: 5, ttl: 600_000 } })
  async submit(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('accept-language') language?: string,
  ): Promise<{ id: string }> {
    return this.pages.submit(resource, id, body, localeOf(language));
  }

  // Another form of the page (an opportunity's attendance check-in), throttled like the first.
  @Post(':resource/:id/forms/:form')
  @HttpCode(201)
  @Throttle({ default: { limit: 5, ttl: 600_000 } })
  async submitOther(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Param('form') form: string,
    @Body() body: unknown,
    @Headers('accept-language') language?: string,
  ): Promise<{ id: string }> {
    return this.pages.submit(resource, id, body, localeOf(language), form);
  }

  // A button of the page (confirm attendance): pressed once or twice by a person.
  @Post(':resource/:id/:action')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 600_000 } })
  async act(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    void reply.header('cache-control', 'no-store');
    return this.pages.act(resource, id, action, body ?? {}, localeOf(language));
  }
}
