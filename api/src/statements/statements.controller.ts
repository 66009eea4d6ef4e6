import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { ACCESS_MESSAGES } from '../access/messages';
import { Readers } from '../access/readers';
import { forbidden, notFound } from '../crud/errors';
import { DATABASE_POOL } from '../http/tokens';
import { localeOf, MESSAGES } from '../i18n/messages';
import type { PayerKind, Statement } from '@club/schema';
import { PAYERS, statementOf } from './statement';

/** The statement screen's page: who may open it may read statements (with the invoices and receipts it shows). */
export const STATEMENT_PAGE = 'payerStatement';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/statements/{member|parent}/{id}: a payer's statement (invoices, receipts, running
 * balance, what is due and their credit). Signed in (the guard, and the API's rate limit per
 * user), and the reader's role must hold `show` on the statement screen, on the payer's page, and
 * `list` on invoices and receipts, whose rows the statement shows.
 */
@Controller('api/statements')
export class StatementsController {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: Pool,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get(':payer/:id')
  async statement(@Param('payer') payer: string, @Param('id') id: string, @Req() request: FastifyRequest): Promise<Statement> {
    const locale = localeOf(request.headers['accept-language']);
    if (!Object.hasOwn(PAYERS, payer) || !UUID.test(id)) throw notFound(MESSAGES[locale].notFound(payer, id));
    const kind = payer as PayerKind;
    const reader = this.readers.of(request);
    const needed: [string, 'show' | 'list'][] = [[STATEMENT_PAGE, 'show'], [PAYERS[kind].resource, 'show'], ['invoices', 'list'], ['receiptVouchers', 'list']];
    const missing = needed.find(([page, action]) => !reader?.may(page, action));
    if (missing) throw forbidden(ACCESS_MESSAGES[locale].forbidden(missing[1], missing[0]));
    const statement = await statementOf(this.pool, kind, id);
    if (!statement) throw notFound(MESSAGES[locale].notFound(PAYERS[kind].resource, id));
    return statement;
  }
}
