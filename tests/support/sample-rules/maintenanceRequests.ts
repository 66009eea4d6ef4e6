// A requested order, naming nobody yet (api/src/overrides/maintenanceRequests.ts: the technician is a
// member of the team and the contractor an active one, which the sample suppliers are not).
export const sample = { technicianId: null, supplierId: null };
// Assigning one needs a maintenance team member or an active contractor, which the sample people are
// not: the moves from assignment on are walked by the maintenance tests.
export const unwalkable = { assign: 'tests/api/facilities/maintenance.test.ts' };
