export const sample = {};
// One asks only for oneself without the allEmployeeRequests grant (api/src/overrides/parts/requesters.ts).
export const own = { employeeId: 'userId' };
