// A fixed-term contract with its dates in order, one in force per employee (api/src/overrides/employeeContracts.ts).
export const sample = { contractType: 'fixedTerm', startDate: '2026-01-01', endDate: '2027-12-31', renewalOfId: null, status: 'active' };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
