import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { isRealDate, LEDGER_REPORTS } from '@club/schema';
import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES } from '../access/messages';
import { Readers } from '../access/readers';
import { badRequest, forbidden, notFound } from '../crud/errors';
import { requireAuthUser } from '../http/request-user';
import { localeOf, MESSAGES } from '../i18n/messages';
import { LedgerReports } from './ledger-reports';

/** The screen whose permission opens the reports (schema/src/screens/financialReports.ts). */
export const FINANCIAL_REPORTS = 'financialReports';

/**
 * GET /api/ledger/reports/{report}?from=YYYY-MM-DD&to=YYYY-MM-DD (the balance sheet: ?at=): the
 * general ledger's trial balance, income statement, balance sheet and VAT return, for a reader
 * who may open the financial reports screen.
 */
@Controller('api/ledger')
export class LedgerController {
  constructor(
    @Inject(LedgerReports) private readonly reports: LedgerReports,
    @Inject(Readers) private readonly readers: Readers,
  ) {}

  @Get('reports/:report')
  async report(@Param('report') report: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest): Promise<unknown> {
    const locale = localeOf(request.headers['accept-language']);
    requireAuthUser(request);
    // The role's grants as the guard read them for this request.
    if (!this.readers.of(request)?.may(FINANCIAL_REPORTS, 'show')) throw forbidden(ACCESS_MESSAGES[locale].forbidden('show', FINANCIAL_REPORTS));
    if (!(LEDGER_REPORTS as readonly string[]).includes(report)) throw notFound(MESSAGES[locale].notFound('reports', report));
    const date = (name: string): string => {
      const value = query[name];
      if (typeof value !== 'string' || !isRealDate(value)) throw badRequest(MESSAGES[locale].date, { [name]: MESSAGES[locale].date });
      return value;
    };
    if (report === 'balanceSheet') return this.reports.balanceSheet(date('at'));
    const [from, to] = [date('from'), date('to')];
    if (from > to) throw badRequest(MESSAGES[locale].date, { to: MESSAGES[locale].date });
    if (report === 'trialBalance') return this.reports.trialBalance(from, to);
    if (report === 'incomeStatement') return this.reports.incomeStatement(from, to);
    return this.reports.vatReturn(from, to);
  }
}
