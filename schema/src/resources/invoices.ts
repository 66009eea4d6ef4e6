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
    // The customer's national address: ZATCA phase 2 needs it on a standard (business) invoice.
    customerStreet: f.text({ maxLength: 127 }),
    customerBuildingNumber: f.text({ maxLength: 4, pattern: '^[0-9]{4}$' }),
    customerDistrict: f.text({ maxLength: 127 }),
    customerCity: f.text({ maxLength: 127 }),
    customerPostalCode: f.text({ maxLength: 5, pattern: '^[0-9]{5}$' }),
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
    // What is still owed: the total less what was paid (api/src/overrides/invoices.ts).
    remainingAmount: f.money({ readOnly: true }),
    // Who pays it: a member or a player's parent (their statement lists it).
    clubMemberId: f.reference('clubMembers'),
    parentId: f.reference('parents'),
    // What made it, set by the server (the link back); each outlives its source in the trash.
    subscriptionId: f.reference('subscriptions', { readOnly: true, onDelete: 'keep' }),
    playerSubscriptionId: f.reference('playerSubscriptions', { readOnly: true, onDelete: 'keep' }),
    facilityBookingId: f.reference('facilityBookings', { readOnly: true, onDelete: 'keep' }),
    eventParticipantId: f.reference('eventParticipants', { readOnly: true, onDelete: 'keep' }),
    // Which of its source's instalments it is (1 of 3).
    instalment: f.integer({ readOnly: true, min: 1, max: 12 }),
    // When the due-date reminders were emailed (api/src/overrides/invoices.ts's daily job): each once.
    beforeDueReminderAt: f.datetime({ readOnly: true }),
    dueDayReminderAt: f.datetime({ readOnly: true }),
    // ZATCA phase 2 (api/src/zatca/), stamped on issue once the unit is onboarded: the invoice's
    // UUID, its counter (ICV) and the hash chain (the previous invoice's hash, PIH, and its own).
    zatcaUuid: f.text({ readOnly: true, maxLength: 36, opaque: true }),
    zatcaCounter: f.integer({ readOnly: true, min: 1, unique: true }),
    zatcaPreviousHash: f.text({ readOnly: true, maxLength: 100, opaque: true }),
    zatcaHash: f.text({ readOnly: true, maxLength: 100, opaque: true }),
    // Where it stands with ZATCA: a standard invoice is cleared before it is handed over, a
    // simplified one reported within 24 hours; a rejected one is handed to no one.
    zatcaStatus: f.enum(['notSubmitted', 'pending', 'cleared', 'reported', 'rejected'], { readOnly: true, default: 'notSubmitted' }),
    // ZATCA's errors and warnings, one readable line each (code: message).
    zatcaMessages: f.longText({ readOnly: true, maxLength: 20_000 }),
    // The signed (or, for a standard invoice, cleared) UBL XML: downloaded, never shown.
    zatcaXml: f.longText({ readOnly: true, maxLength: 1_000_000, opaque: true }),
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
    // Handed to no one while ZATCA refuses it, nor a standard invoice before ZATCA clears it.
    withheld: [
      { when: { zatcaStatus: ['rejected'] }, rule: 'zatcaRejected' },
      { when: { type: ['standard'], zatcaStatus: ['pending'] }, rule: 'zatcaNotCleared' },
    ],
  },
  lines: { items: { resource: 'invoiceItems', parentField: 'invoiceId' } },
  // Issued, an invoice is owed and its VAT due; a credit note posts the mirror of its invoice's entry.
  ledger: [
    {
      when: { status: ['issued', 'partiallyPaid', 'paid'], type: ['simplified', 'standard'] },
      date: 'issueDate',
      lines: [
        { account: 'receivables', debit: 'total' },
        { account: 'salesRevenue', credit: 'subtotal' },
        { account: 'vatOutput', credit: 'vatTotal' },
      ],
    },
    {
      when: { status: ['issued'], type: ['creditNote'] },
      date: 'issueDate',
      lines: [
        { account: 'salesRevenue', debit: 'subtotal' },
        { account: 'vatOutput', debit: 'vatTotal' },
        { account: 'receivables', credit: 'total' },
      ],
    },
  ],
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
    zatcaNotOnboarded: { kind: 'override', field: 'status' },
    zatcaExemptionReason: { kind: 'override', field: 'items' },
    zatcaBuyerAddress: { kind: 'override', field: 'customerStreet' },
    zatcaRejected: { kind: 'override', field: 'zatcaStatus' },
    zatcaNotCleared: { kind: 'override', field: 'zatcaStatus' },
  },
  list: { columns: ['number', 'type', 'customerName', 'issueDate', 'dueDate', 'status', 'total'], sort: ['issueDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, type: {}, zatcaStatus: {}, issueDate: { ops: ['gte', 'lte'] }, dueDate: { ops: ['gte', 'lte'] }, clubMemberId: {}, parentId: {}, subscriptionId: {} },
});
