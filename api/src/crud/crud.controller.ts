import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authUserOf } from '../http/request-user';
import { CrudService, type Row, type WriteContext } from './crud.service';
import type { RawListQuery } from './list-query';
import { localeOf } from '../i18n/messages';

/** The write's actor: the signed-in user the guard attached to the request. */
const contextOf = (request: FastifyRequest): WriteContext => {
  const user = authUserOf(request);
  return user ? { actor: { id: user.id } } : {};
};

/** One controller for every resource, in the ra-data-simple-rest dialect. */
@Controller('api')
export class CrudController {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  @Get(':resource')
  async list(
    @Param('resource') resource: string,
    @Query() query: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('accept-language') language?: string,
  ): Promise<Row[]> {
    const page = await this.crud.list(resource, query, localeOf(language));
    const range = page.rows.length ? `${page.offset}-${page.offset + page.rows.length - 1}` : '*';
    reply.header('Content-Range', `${resource} ${range}/${page.total}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return page.rows;
  }

  @Get(':resource/:id')
  getOne(@Param('resource') resource: string, @Param('id') id: string, @Headers('accept-language') language?: string): Promise<Row> {
    return this.crud.getOne(resource, id, localeOf(language));
  }

  @Post(':resource')
  @HttpCode(201)
  create(
    @Param('resource') resource: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.create(resource, body, localeOf(language), contextOf(request));
  }

  @Put(':resource/:id')
  update(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.update(resource, id, body, localeOf(language), contextOf(request));
  }

  @Delete(':resource/:id')
  delete(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    return this.crud.delete(resource, id, localeOf(language), contextOf(request));
  }
}
