// One active route per request type (api/src/overrides/approvalRoutes.ts): samples are drafts.
export const sample = { active: false };
