// A balance is on one side (api/src/overrides/openingBalances.ts): samples are debits of no company.
export const sample = { debit: 125.5, credit: 0, companyId: undefined };
