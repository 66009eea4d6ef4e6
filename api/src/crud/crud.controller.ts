import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { authUserOf } from '../http/request-user';
import { CrudService, type Row, type WriteContext } from './crud.service';
import type { RawListQuery } from './list-query';
import { localeOf } from '../i18n/messages';

/** One controller for every resource, in the ra-data-simple-rest dialect. */
@Controller('api')
export class CrudController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  /** The write's actor and reader: the signed-in user the guard attached to the request. */
  private contextOf(request: FastifyRequest): WriteContext {
    const user = authUserOf(request);
    return user ? { actor: { id: user.id }, reader: this.readers.of(request) } : {};
  }

  /**
   * The busiest route reads its parameters off the request itself: Nest resolves each decorated
   * parameter through an async step of its own, per request.
   */
  @Get(':resource')
  async list(@Req() request: FastifyRequest<{ Params: { resource: string }; Querystring: RawListQuery }>, @Res({ passthrough: true }) reply: FastifyReply): Promise<Row[]> {
    const { resource } = request.params;
    const page = await this.crud.list(resource, request.query, localeOf(request.headers['accept-language']), this.readers.of(request));
    const range = page.rows.length ? `${page.offset}-${page.offset + page.rows.length - 1}` : '*';
    reply.header('Content-Range', `${resource} ${range}/${page.total}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return page.rows;
  }

  @Get(':resource/:id')
  async getOne(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Row> {
    return this.crud.getOne(resource, id, localeOf(language), this.readers.of(request));
  }

  @Post(':resource')
  @HttpCode(201)
  async create(
    @Param('resource') resource: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.create(resource, body, localeOf(language), this.contextOf(request));
  }

  @Put(':resource/:id')
  async update(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.update(resource, id, body, localeOf(language), this.contextOf(request));
  }

  @Delete(':resource/:id')
  async delete(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.delete(resource, id, localeOf(language), this.contextOf(request));
  }
}
