// The end after the start, four hours at most (api/src/overrides/permissionRequests.ts).
export const sample = { fromTime: '10:00', toTime: '12:00' };
// One asks only for oneself without the allEmployeeRequests grant (api/src/overrides/parts/requesters.ts).
export const own = { employeeId: 'userId' };
