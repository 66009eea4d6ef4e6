import { Controller, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { CrudService, type Row } from '../crud/crud.service';
import { notFound } from '../crud/errors';
import { UUID } from '../crud/values';
import { authUserOf } from '../http/request-user';
import { localeOf, MESSAGES } from '../i18n/messages';
import { restoreVersion } from './versions';

/** `POST /api/{resource}/{id}/history/{entry}/restore`: the record's fields set back to one version of its history (needs `edit`). */
@Controller('api')
export class VersionsController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Post(':resource/:id/history/:entry/restore')
  @HttpCode(200)
  async restore(@Param('resource') resource: string, @Param('id') id: string, @Param('entry') entry: string, @Req() request: FastifyRequest, @Headers('accept-language') language?: string): Promise<Row> {
    const locale = localeOf(language);
    if (!UUID.test(entry)) throw notFound(MESSAGES[locale].notFound(resource, entry));
    const user = authUserOf(request);
    return restoreVersion(this.crud, resource, id, entry, locale, user ? { actor: { id: user.id }, reader: this.readers.of(request) } : {});
  }
}
