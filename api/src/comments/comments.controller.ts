import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { type Row, type WriteContext } from '../crud/crud.service';
import { localeOf } from '../i18n/messages';
import { authUserOf } from '../http/request-user';
import { RecordTalk, type Thread } from './record-talk';

/**
 * A record's discussion (issue 49), under the record's own read rules: the guard asks for `show`
 * on the record's page (request-action.ts), and each route reads the record as the reader first
 * (404 when they may not). `GET|POST /api/{resource}/{id}/comments`, `PUT|DELETE …/comments/{comment}`,
 * `GET|PUT …/following`, `GET …/mentionable?q=`.
 */
@Controller('api')
export class CommentsController {
  constructor(
    @Inject(RecordTalk) private readonly talk: RecordTalk,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  private contextOf(request: FastifyRequest): WriteContext {
    const user = authUserOf(request);
    return user ? { actor: { id: user.id }, reader: this.readers.of(request) } : {};
  }

  @Get(':resource/:id/comments')
  async thread(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Thread> {
    return this.talk.thread(resource, id, localeOf(language), this.contextOf(request));
  }

  @Post(':resource/:id/comments')
  @HttpCode(201)
  async comment(@Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Row> {
    return this.talk.comment(resource, id, body, localeOf(language), this.contextOf(request));
  }

  @Put(':resource/:id/comments/:comment')
  async edit(@Param('resource') resource: string, @Param('id') id: string, @Param('comment') comment: string, @Body() body: unknown, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Row> {
    return this.talk.edit(resource, id, comment, body, localeOf(language), this.contextOf(request));
  }

  @Delete(':resource/:id/comments/:comment')
  async remove(@Param('resource') resource: string, @Param('id') id: string, @Param('comment') comment: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Row> {
    return this.talk.remove(resource, id, comment, localeOf(language), this.contextOf(request));
  }

  @Get(':resource/:id/following')
  async following(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<{ following: boolean }> {
    return this.talk.following(resource, id, localeOf(language), this.contextOf(request));
  }

  @Put(':resource/:id/following')
  async follow(@Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<{ following: boolean }> {
    return this.talk.follow(resource, id, body, localeOf(language), this.contextOf(request));
  }

  @Get(':resource/:id/mentionable')
  async mentionable(@Param('resource') resource: string, @Param('id') id: string, @Query('q') text: unknown, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<{ id: string; name: string; nameAr: string }[]> {
    return this.talk.mentionable(resource, id, typeof text === 'string' ? text : '', localeOf(language), this.contextOf(request));
  }
}
