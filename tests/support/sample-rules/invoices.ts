// An invoice's lines change only while it is a draft (api/src/overrides/invoices.ts): samples
// are drafts of a simplified invoice, so that an update may send new lines, and refer to no
// other invoice (only a credit note does).
export const sample = { status: 'draft', type: 'simplified', creditedInvoiceId: undefined };
