import { f } from './fields';

// How money changes hands at the club's cash desk: one list for receipts and payments, labelled
// once in each language (locales' paymentLabels.ts).
export const PAYMENT_METHODS = ['cash', 'cheque', 'transfer', 'card', 'mada'] as const;

/** A voucher's money: the amount, written out in words by the server, and how it was paid. */
export const voucherMoneyFields = (defaultMethod: (typeof PAYMENT_METHODS)[number]) => ({
  amount: f.money({ required: true, min: 0.01, max: 100_000_000 }),
  amountInWords: f.text({ readOnly: true, maxLength: 300 }),
  amountInWordsAr: f.text({ readOnly: true, maxLength: 300 }),
  method: f.enum(PAYMENT_METHODS, { required: true, default: defaultMethod }),
  chequeNumber: f.text({ maxLength: 20, pattern: '^[0-9]{4,20}$' }),
  chequeDate: f.date(),
  bankName: f.text({ maxLength: 120 }),
  // A transfer's reference or a card's approval code.
  reference: f.text({ maxLength: 60 }),
  // «وذلك عن»: what the money is for.
  reason: f.text({ required: true, maxLength: 300 }),
});

/**
 * A voucher's decision: a draft until confirmed (who and when) or canceled (why); who prepared it
 * is kept, and never confirms it (two people handle every voucher).
 */
export const voucherDecisionFields = () => ({
  status: f.enum(['draft', 'confirmed', 'canceled'], { readOnly: true }),
  preparedById: f.reference('users', { readOnly: true }),
  confirmedById: f.reference('users', { readOnly: true }),
  confirmedAt: f.datetime({ readOnly: true }),
  cancelReason: f.text({ readOnly: true, maxLength: 300 }),
});

/**
 * A voucher as its document (schema/src/documents.ts): the number, the date, the state and how it
 * was paid; who paid or was paid; what it was for; the amount, and in words.
 */
export const voucherDocument = <const P extends readonly string[], const B extends readonly string[]>(party: P, body: B) => ({
  number: 'number' as const,
  facts: ['voucherDate', 'status', 'method', 'chequeNumber', 'chequeDate', 'bankName', 'reference'] as const,
  party,
  body: [...body, 'preparedById', 'confirmedById', 'confirmedAt', 'cancelReason'] as const,
  totals: ['amount'] as const,
  inWords: ['amountInWords', 'amountInWordsAr'] as const,
});

/** Confirm (someone else than the one who prepared it) or cancel a draft voucher. */
export const VOUCHER_ACTIONS = {
  confirm: { permission: 'edit', when: { status: ['draft'] }, notBy: 'preparedById' },
  cancel: { permission: 'edit', when: { status: ['draft'] }, comment: 'required' },
} as const;

/**
 * A payment voucher's actions: confirmed only once signed on the payments' approval route, its
 * steps by amount (who signs from which amount is the club's, under Approval routes).
 */
export const PAYMENT_VOUCHER_ACTIONS = {
  confirm: { ...VOUCHER_ACTIONS.confirm, comment: 'optional', signatures: { route: 'paymentVoucher', amount: 'amount' } },
  cancel: VOUCHER_ACTIONS.cancel,
} as const;

/**
 * The rules receipt and payment vouchers share: the method's own fields (a cheque's number, date
 * and bank; a transfer's bank and reference; a card's approval code), none of another's, and (judged by
 * api/src/overrides/parts/vouchers.ts) a confirmed or canceled voucher changes no more, and a
 * cancellation says why.
 */
export const voucherChecks = {
  chequeNumberForCheque: { kind: 'required', field: 'chequeNumber', when: { method: ['cheque'] } },
  chequeDateForCheque: { kind: 'required', field: 'chequeDate', when: { method: ['cheque'] } },
  bankForChequeOrTransfer: { kind: 'required', field: 'bankName', when: { method: ['cheque', 'transfer'] } },
  referenceForTransferOrCard: { kind: 'required', field: 'reference', when: { method: ['transfer', 'card', 'mada'] } },
  // What another method does not ask is emptied (a cheque's number once paid in cash).
  noChequeNumber: { kind: 'absent', field: 'chequeNumber', when: { method: ['cash', 'transfer', 'card', 'mada'] }, clear: true },
  noChequeDate: { kind: 'absent', field: 'chequeDate', when: { method: ['cash', 'transfer', 'card', 'mada'] }, clear: true },
  noBank: { kind: 'absent', field: 'bankName', when: { method: ['cash', 'card', 'mada'] }, clear: true },
  noReference: { kind: 'absent', field: 'reference', when: { method: ['cash', 'cheque'] }, clear: true },
  decidedUnchanged: { kind: 'override', field: 'status' },
  cancellationReason: { kind: 'override', field: 'comment' },
  preparerConfirms: { kind: 'override', field: 'status' },
} as const;
