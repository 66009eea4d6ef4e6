// A step is decided by a role or by one person, never both (api/src/overrides/approvalRoutes.ts).
export const sample = { approverUserId: null };
