import { PAYERS } from './statement';

const money = { type: 'number', description: 'SAR, two decimals' };

/** The statement route in the OpenAPI document (api/src/openapi/document.ts spreads it in). */
export const statementPaths = {
  '/api/statements/{payer}/{id}': {
    get: {
      tags: ['statements'],
      summary: "A payer's statement: issued invoices and confirmed receipts by date with the running balance, what is still due and their credit (needs 'show' on payerStatement and the payer's page, 'list' on invoices and receiptVouchers)",
      parameters: [
        { name: 'payer', in: 'path', required: true, schema: { type: 'string', enum: Object.keys(PAYERS) } },
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        200: {
          description: 'The statement',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['payer', 'lines', 'totals'],
                properties: {
                  payer: { type: 'object', properties: { kind: { type: 'string' }, id: { type: 'string' }, name: { type: 'string' }, nameAr: { type: 'string' } } },
                  lines: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        kind: { type: 'string', enum: ['invoice', 'receipt'] }, id: { type: 'string' }, date: { type: 'string', format: 'date' }, number: { type: 'string', nullable: true },
                        status: { type: 'string' }, debit: money, credit: money, balance: money, open: money, dueDate: { type: 'string', format: 'date', nullable: true },
                      },
                    },
                  },
                  totals: { type: 'object', properties: { invoiced: money, received: money, due: money, credit: money, balance: money } },
                },
              },
            },
          },
        },
        403: { description: 'The role lacks a permission the statement needs' },
        404: { description: 'No such payer' },
      },
    },
  },
};
