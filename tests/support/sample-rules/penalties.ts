// A deduction names its days, at most five a month (api/src/overrides/penalties.ts).
export const sample = { action: 'deduction', deductionDays: 1 };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
