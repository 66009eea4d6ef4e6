// A fixed-term contract in force, renewing none (api/src/overrides/employeeContracts.ts).
export const sample = { contractType: 'fixedTerm', renewalOfId: null, status: 'active' };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
