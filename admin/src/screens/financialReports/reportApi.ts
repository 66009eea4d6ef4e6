import type { LedgerReportName } from '@club/schema';
import { httpClient } from '../../data/httpClient';

/** The period a report covers: from and to, or (`to`) the day a balance sheet is drawn at. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** GET /api/ledger/reports/{report}: computed by the server from the posted entries. */
export const fetchReport = async <T,>(report: LedgerReportName, period: ReportPeriod): Promise<T> => {
  const query: Record<string, string> = report === 'balanceSheet' ? { at: period.to } : { from: period.from, to: period.to };
  return (await httpClient(`/api/ledger/reports/${report}?${new URLSearchParams(query)}`)).json as T;
};
