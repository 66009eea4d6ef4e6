const money = { type: 'number', description: 'SAR, two decimals' };
const date = { type: 'string', format: 'date' };
const account = { id: { type: 'string', format: 'uuid' }, code: { type: 'string' }, name: { type: 'string' }, nameAr: { type: 'string' }, type: { type: 'string', enum: ['asset', 'liability', 'equity', 'revenue', 'expense'] } };
const section = {
  type: 'object',
  properties: { type: { type: 'string' }, rows: { type: 'array', items: { type: 'object', properties: { ...account, amount: money } } }, total: money },
};

/** The report's own answer, by report. */
const ANSWERS: Record<string, object> = {
  trialBalance: {
    type: 'object',
    properties: {
      from: date,
      to: date,
      rows: { type: 'array', items: { type: 'object', properties: { ...account, opening: money, debit: money, credit: money, closing: money } } },
      totals: { type: 'object', properties: { opening: money, debit: money, credit: money, closing: money } },
    },
  },
  incomeStatement: { type: 'object', properties: { from: date, to: date, sections: { type: 'array', items: section }, surplus: money } },
  balanceSheet: { type: 'object', properties: { at: date, sections: { type: 'array', items: section }, surplus: money, difference: { ...money, description: 'Assets less liabilities, equity and surplus: 0 when the books balance' } } },
  vatReturn: {
    type: 'object',
    properties: { from: date, to: date, boxes: { type: 'array', items: { type: 'object', properties: { box: { type: 'integer', minimum: 1, maximum: 16 }, amount: money, adjustment: money, vat: money } } } },
  },
};

const SUMMARIES: Record<string, string> = {
  trialBalance: "The trial balance: each account's balance before `from`, its posted debits and credits to `to`, and its balance then",
  incomeStatement: 'The income statement: revenue and expense accounts over the period, and the surplus',
  balanceSheet: 'The balance sheet at `at`: assets, liabilities and equity, the surplus not yet closed, and whether they balance',
  vatReturn: "ZATCA's VAT return boxes 1–16 for the period: sales from the issued invoices (credit notes as adjustments), purchases' VAT from the ledger",
};

/** The ledger's report routes in the OpenAPI document (api/src/openapi/document.ts spreads them in). */
export const ledgerPaths = Object.fromEntries(
  Object.entries(ANSWERS).map(([report, schema]) => [
    `/api/ledger/reports/${report}`,
    {
      get: {
        tags: ['ledger'],
        summary: `${SUMMARIES[report]} (needs 'show' on financialReports)`,
        parameters:
          report === 'balanceSheet'
            ? [{ name: 'at', in: 'query', required: true, schema: date }]
            : [
                { name: 'from', in: 'query', required: true, schema: date },
                { name: 'to', in: 'query', required: true, schema: date },
              ],
        responses: {
          200: { description: 'The report', content: { 'application/json': { schema } } },
          400: { description: 'A date missing or not a date, or `from` after `to`' },
          403: { description: 'The role may not open the financial reports' },
        },
      },
    },
  ]),
);
