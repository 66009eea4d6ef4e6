// An invoice's lines change only while it is a draft (api/src/overrides/invoices.ts): samples
// are drafts, so that an update may send new lines.
export const sample = { status: 'draft' };
