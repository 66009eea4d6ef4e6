// A person's movement is an adjustment that adds days (api/src/overrides/leaveMovements.ts: never
// below zero); its balance and request are the server's.
export const sample = { days: 12.5, leaveBalanceId: undefined, requestId: undefined };
// A movement counts in the balance the server names (its employee's, of its type): the balances are
// summed in tests/api/hr/leave-entitlements.test.ts, not by the generic rollup walk.
export const rollupWalk = 'tests/api/hr/leave-entitlements.test.ts';
