import { defineResource, f } from '../index';

// Invoices (SPEC §2 list screens: Invoices, InvoiceItems): lines are edited in the invoice's form
// and saved with it; the server numbers each invoice (INV-2026-0042) and computes its totals.
export const invoices = defineResource({
  name: 'invoices',
  route: '/Invoices',
  menu: { group: 'finance', icon: 'Receipt' },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'INV' }),
    customerName: f.text({ required: true, maxLength: 160, search: true }),
    customerEmail: f.email(),
    customerVatNumber: f.text({ maxLength: 15, pattern: '^3[0-9]{13}3$' }),
    issueDate: f.date({ required: true, default: 'now' }),
    dueDate: f.date({ required: true }),
    status: f.enum(['draft', 'issued', 'paid', 'canceled'], { required: true, default: 'draft' }),
    notes: f.longText({ maxLength: 2000 }),
    // Derived by the server from the lines (api/src/overrides/invoices.ts), in SAR.
    subtotal: f.money({ readOnly: true }),
    vatTotal: f.money({ readOnly: true }),
    total: f.money({ readOnly: true }),
  },
  lines: { items: { resource: 'invoiceItems', parentField: 'invoiceId' } },
  list: { columns: ['number', 'customerName', 'issueDate', 'dueDate', 'status', 'total'], sort: ['issueDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, issueDate: { ops: ['gte', 'lte'] }, dueDate: { ops: ['gte', 'lte'] } },
});
