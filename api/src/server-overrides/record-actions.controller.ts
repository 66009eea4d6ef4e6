import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CrudService, type Row } from '../crud/crud.service';
import { checkAskedValue } from '../crud/body';
import { notFound } from '../crud/errors';
import { UUID } from '../crud/values';
import { authUserOf } from '../http/request-user';
import { localeOf, MESSAGES } from '../i18n/messages';
import { Readers } from '../access/readers';
import { RecordActions } from './record-actions';
import { AllowedActions, type ActionNow } from '../rules/allowed-actions';

/** `POST /api/{resource}/{id}/{action}`: a record action a resource's override declares (404 for any other). */
@Controller('api')
export class RecordActionsController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(RecordActions) private readonly actions: RecordActions,
    @Inject(Readers) private readonly readers: Readers,
    @Inject(AllowedActions) private readonly allowed: AllowedActions,
  ) {}

  /** `GET /api/{resource}/{id}/actions`: which of the record's actions the reader may take now, and why not the others. */
  @Get(':resource/:id/actions')
  async now(@Param('resource') resource: string, @Param('id') id: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Record<string, ActionNow>> {
    const locale = localeOf(language);
    const table = this.crud.table(resource, locale);
    if (!UUID.test(id)) throw notFound(MESSAGES[locale].notFound(resource, id));
    const reader = this.readers.of(request);
    if (!reader) throw notFound(MESSAGES[locale].notFound(resource, id));
    return this.allowed.of(table.resource.name, id, reader, locale);
  }

  @Post(':resource/:id/:action')
  @HttpCode(200)
  async run(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Param('action') name: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<Row> {
    const locale = localeOf(language);
    const table = this.crud.table(resource, locale);
    if (!this.actions.get(table.resource.name, name)) throw notFound(MESSAGES[locale].unknownRecordAction(resource, name));
    if (!UUID.test(id)) throw notFound(MESSAGES[locale].notFound(resource, id));
    const asks = table.resource.actions?.[name]?.asks;
    if (asks) checkAskedValue(table.resource, asks, (body as Record<string, unknown> | null)?.[asks], locale);
    const user = authUserOf(request);
    // Judged on the record as it is, under its row lock: its `when` must hold (see RecordActions.run).
    return this.actions.run(name, { resource: table.resource.name, id, body, actor: user ? { id: user.id } : undefined, reader: user ? this.readers.of(request) : undefined, locale }, this.crud);
  }
}
