import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../auth/shared/client-context';
import type { Row } from '../crud/crud.service';
import { localeOf } from '../i18n/messages';
import { PublicPages, type PublicSender, type Submitted } from './public-pages.service';

/** The sender of a public request: their address (as TRUST_PROXY allows) and language. */
const senderOf = (request: FastifyRequest): PublicSender => ({ ip: clientAddressOf(request), locale: localeOf(request.headers['accept-language']) });

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
  async submit(@Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<Submitted> {
    return this.pages.submit(resource, id, body, senderOf(request));
  }

  // A one-time code for the page's form (step one of a form with `oneTimeCode`): the same answer whoever the values name.
  @Post(':resource/:id/code')
  @HttpCode(202)
  @Throttle({ default: { limit: 5, ttl: 600_000 } })
  async askCode(@Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ message: string }> {
    void reply.header('cache-control', 'no-store');
    return this.pages.askCode(resource, id, body, senderOf(request));
  }

  // Another form of the page (an opportunity's attendance check-in), throttled like the first.
  @Post(':resource/:id/forms/:form')
  @HttpCode(201)
  @Throttle({ default: { limit: 5, ttl: 600_000 } })
  async submitOther(@Param('resource') resource: string, @Param('id') id: string, @Param('form') form: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<Submitted> {
    return this.pages.submit(resource, id, body, senderOf(request), form);
  }

  // A one-time code for another form of the page (a volunteer's check-in), throttled like the forms.
  @Post(':resource/:id/forms/:form/code')
  @HttpCode(202)
  @Throttle({ default: { limit: 5, ttl: 600_000 } })
  async askOtherCode(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Param('form') form: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    void reply.header('cache-control', 'no-store');
    return this.pages.askCode(resource, id, body, senderOf(request), form);
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
