// A contractor's order (api/src/overrides/maintenanceRequests.ts): the technician is a member of the team, which the sample supplier is not.
export const sample = { technicianId: null };
