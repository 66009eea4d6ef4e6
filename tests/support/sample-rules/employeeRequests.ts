// A leave has its days in order, within the balance a new employee opens with
// (api/src/overrides/employeeRequests.ts).
export const sample = { type: 'annualLeave', startDate: '2027-03-01', endDate: '2027-03-03' };
