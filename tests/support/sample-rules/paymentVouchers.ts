// Samples are paid in cash: a cheque, a transfer or a card asks for its own fields (api/src/overrides/parts/vouchers.ts).
export const sample = { method: 'cash', chequeNumber: undefined, chequeDate: undefined, bankName: undefined, reference: undefined };
