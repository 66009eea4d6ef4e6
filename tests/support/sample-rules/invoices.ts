// A simplified invoice referring to no other one (only a credit note does, and it needs an issued
// invoice to cancel: api/src/overrides/invoices.ts). It starts a draft, as its workflow says.
export const sample = { type: 'simplified', creditedInvoiceId: undefined };
