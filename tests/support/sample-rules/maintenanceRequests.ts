// A requested order, naming nobody yet (api/src/overrides/maintenanceRequests.ts: the technician is a
// member of the team and the contractor an active one, which the sample suppliers are not).
export const sample = { technicianId: null, supplierId: null };
