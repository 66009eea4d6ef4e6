// Samples are cash receipts for no invoice: a cheque or a card asks for its own fields, and the
// invoices a receipt pays must be issued (api/src/overrides/receiptVouchers.ts).
export const sample = { method: 'cash', chequeNumber: undefined, chequeDate: undefined, bankName: undefined, reference: undefined, invoiceIds: undefined };
