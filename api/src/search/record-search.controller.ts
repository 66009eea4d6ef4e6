import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Readers } from '../access/readers';
import { badRequest } from '../crud/errors';
import { MAX_SEARCH_LENGTH } from '../crud/list-query';
import { LIST_MESSAGES } from '../i18n/list-messages';
import { localeOf } from '../i18n/messages';
import { RecordSearchService, type ResourceMatches } from './record-search.service';

/**
 * GET /api/search?q=…: the records whose searchable fields match, a few per resource, for the
 * signed-in user (one request for the command palette instead of one per resource).
 */
@Controller('api/search')
export class RecordSearchController {
  constructor(
    @Inject(RecordSearchService) private readonly records: RecordSearchService,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get()
  async search(@Query('q') q: unknown, @Req() request: FastifyRequest): Promise<{ results: ResourceMatches[] }> {
    const locale = localeOf(request.headers['accept-language']);
    // Refused as the lists refuse it, rather than by every list at once.
    const refusal = q !== undefined && typeof q !== 'string' ? LIST_MESSAGES[locale].searchNotText : typeof q === 'string' && q.length > MAX_SEARCH_LENGTH ? LIST_MESSAGES[locale].searchTooLong(MAX_SEARCH_LENGTH) : undefined;
    if (refusal) throw badRequest(refusal.message, { q: refusal.field });
    return { results: await this.records.search(typeof q === 'string' ? q : '', locale, this.readers.of(request)) };
  }
}
