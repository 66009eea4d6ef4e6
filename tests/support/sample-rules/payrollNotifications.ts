// A draft (an issued one is final) whose deductions stay within the pay (api/src/overrides/payrollNotifications.ts).
export const sample = { status: 'draft', otherDeductions: 0 };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
