// What is paid stays within the fee after the discount, and a payment says how it was made
// (api/src/overrides/playerSubscriptions.ts): samples are unpaid.
export const sample = { discount: 0, paidAmount: 0, paidAt: undefined, method: undefined, waived: false };
