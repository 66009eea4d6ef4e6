// A draft (api/src/overrides/parts/stock-documents.ts): a posted document is only reversed, never edited or deleted.
export const sample = { status: 'draft' };
