// A draft (an issued one is final) whose deductions stay within the pay (api/src/overrides/payrollNotifications.ts).
export const sample = { status: 'draft', otherDeductions: 0 };
