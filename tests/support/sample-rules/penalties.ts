// A deduction names its days, at most five a month (api/src/overrides/penalties.ts).
export const sample = { action: 'deduction', deductionDays: 1 };
