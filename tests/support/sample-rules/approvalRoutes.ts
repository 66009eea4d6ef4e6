// One active route per request type (a declared unique constraint): samples are drafts.
export const sample = { active: false };
