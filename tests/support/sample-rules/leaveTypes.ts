// Samples are inactive types: an active one kept as a balance gives every employee hired after it
// a balance of it (api/src/overrides/parts/leave-entitlements.ts), which then keeps it from deletion.
export const sample = { active: false };
