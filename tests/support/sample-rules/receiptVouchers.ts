// Samples are cash receipts for no invoice (all of it the payer's credit once confirmed): a cheque
// or a card asks for its own fields, and the invoices a receipt pays must be issued
// (api/src/overrides/receiptVouchers.ts; an allocation is seeded by server-rows/receiptAllocations.ts).
export const sample = { method: 'cash', chequeNumber: undefined, chequeDate: undefined, bankName: undefined, reference: undefined, invoiceIds: undefined, allocations: [], clubMemberId: undefined, parentId: undefined };
