import type { DemoSeed } from './demo-seed';

// After every document of the demo has posted: last year's books, the months before the demo's
// first entry, closed by finance (the months since are opened by their entries as they post).
export const after = ['invoices', 'receiptVouchers', 'paymentVouchers', 'depreciations', 'itemsImports', 'openingBalances', 'journalEntries', 'payrollRuns'];

export const demo: DemoSeed = function* (ctx) {
  const finance = ctx.ids('users')[3] ?? ctx.ids('users')[0]!;
  const today = ctx.dateFromToday(0);
  for (let back = 18; back >= 13; back -= 1) {
    const period = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 7);
    yield { period, $by: finance, $actions: [{ name: 'close', by: finance }] };
  }
};
