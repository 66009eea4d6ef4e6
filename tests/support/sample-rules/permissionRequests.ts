// The end after the start, four hours at most (api/src/overrides/permissionRequests.ts).
export const sample = { fromTime: '10:00', toTime: '12:00' };
