// Only an active employee makes requests (api/src/overrides/employeeRequests.ts).
export const sample = { status: 'active', hireDate: '2020-01-05' };
