import { defineResource, f, VAT_NUMBER_PATTERN } from '../index';

// Invoices (SPEC §2 list screens: Invoices, InvoiceItems), as ZATCA's e-invoicing phase 1 asks:
// lines are edited in the invoice's form and saved with it; the server computes the totals and, on
// issue, gives the number (INV-2026-0042, no gaps), stamps the time and the seller, and encodes the
// QR code. An issued invoice is never edited or deleted: a credit note that refers to it cancels it
// (its `credit` move, an effect of the note's issue); receipt vouchers pay it (`pay-part`, and
// `mark-paid`, which the office may also take by hand).
export const invoices = defineResource({
  name: 'invoices',
  route: '/Invoices',
  menu: { group: 'finance', icon: 'Receipt' },
  recordRepresentation: ['number', 'customerName'],
  fields: {
    number: f.sequence({ prefix: 'INV', when: { field: 'status', in: ['issued'] } }),
    type: f.enum(['simplified', 'standard', 'creditNote'], { required: true, default: 'simplified' }),
    // The invoice a credit note cancels.
    creditedInvoiceId: f.reference('invoices'),
    customerName: f.text({ required: true, maxLength: 160, search: true }),
    customerEmail: f.email(),
    customerVatNumber: f.text({ maxLength: 15, pattern: VAT_NUMBER_PATTERN }),
    issueDate: f.date({ required: true, default: 'now' }),
    dueDate: f.date({ required: true }),
    status: f.enum(['draft', 'issued', 'partiallyPaid', 'paid', 'canceled'], { required: true, default: 'draft' }),
    notes: f.longText({ maxLength: 2000 }),
    // Stamped by the server on issue (api/src/overrides/invoices.ts).
    issuedAt: f.datetime({ readOnly: true }),
    sellerName: f.text({ readOnly: true, maxLength: 160 }),
    sellerVatNumber: f.text({ readOnly: true, maxLength: 15 }),
    // ZATCA's QR code: seller, VAT number, time, total and VAT as TLV, in base64.
    qrCode: f.text({ readOnly: true, maxLength: 1000, opaque: true }),
    // Derived by the server from the lines (api/src/overrides/invoices.ts), in SAR.
    subtotal: f.money({ readOnly: true }),
    vatTotal: f.money({ readOnly: true }),
    total: f.money({ readOnly: true }),
    // What confirmed receipt vouchers paid of it (api/src/overrides/receiptVouchers.ts).
    paidAmount: f.money({ readOnly: true }),
    totalInWords: f.text({ readOnly: true, maxLength: 300 }),
    totalInWordsAr: f.text({ readOnly: true, maxLength: 300 }),
  },
  document: {
    titleBy: 'type',
    number: 'number',
    facts: ['issueDate', 'dueDate', 'issuedAt', 'status', 'paidAmount', 'creditedInvoiceId'],
    party: ['customerName', 'customerVatNumber', 'customerEmail'],
    lines: { key: 'items', columns: ['description', 'quantity', 'unitPrice', 'discount', 'vatRate', 'amount'] },
    body: ['notes'],
    totals: ['subtotal', 'vatTotal', 'total'],
    inWords: ['totalInWords', 'totalInWordsAr'],
    qr: 'qrCode',
    sendTo: 'customerEmail',
  },
  lines: { items: { resource: 'invoiceItems', parentField: 'invoiceId' } },
  workflow: {
    field: 'status',
    initial: ['draft', 'issued'],
    final: ['canceled'],
    // Issued, it changes by its payments and its credit note alone, and is kept.
    editable: ['draft'],
    deletable: ['draft'],
    moves: {
      issue: { from: ['draft'], to: 'issued' },
      cancel: { from: ['draft'], to: 'canceled' },
      'pay-part': { from: ['issued'], to: 'partiallyPaid', by: 'effect' },
      'mark-paid': { from: ['issued', 'partiallyPaid'], to: 'paid' },
      credit: { from: ['issued', 'partiallyPaid', 'paid'], to: 'canceled', by: 'effect' },
    },
  },
  checks: {
    customerVatNumber: { kind: 'required', field: 'customerVatNumber', when: { type: ['standard'] } },
    creditedInvoiceId: { kind: 'required', field: 'creditedInvoiceId', when: { type: ['creditNote'] } },
    onlyCreditNoteRefers: { kind: 'absent', field: 'creditedInvoiceId', when: { type: ['simplified', 'standard'] } },
    linesOfDraftOnly: { kind: 'override', field: 'items' },
    linesToIssue: { kind: 'override', field: 'items' },
    discountWithinLine: { kind: 'override', field: 'items' },
    creditableOnce: { kind: 'override', field: 'creditedInvoiceId' },
    creditWhole: { kind: 'override', field: 'items' },
    sellerVatNumber: { kind: 'override', field: 'status' },
  },
  list: { columns: ['number', 'type', 'customerName', 'issueDate', 'dueDate', 'status', 'total'], sort: ['issueDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, type: {}, issueDate: { ops: ['gte', 'lte'] }, dueDate: { ops: ['gte', 'lte'] } },
});
