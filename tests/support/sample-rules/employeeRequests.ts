// A leave has its days in order, within the balance a new employee opens with
// (api/src/overrides/employeeRequests.ts).
export const sample = { type: 'annualLeave', startDate: '2027-03-01', endDate: '2027-03-03' };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
// One asks only for oneself without the allEmployeeRequests grant (api/src/overrides/parts/requesters.ts).
export const own = { employeeId: 'userId' };
