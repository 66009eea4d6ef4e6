// The price comes from the package and what is paid stays within it (api/src/overrides/subscriptions.ts).
export const sample = { discount: 0, paidAmount: 0 };
export const fresh = ['clubMemberId'];
