// An application of a volunteer of its own (once per opportunity), their details copied from their
// record (api/src/overrides/volunteerAssignments.ts).
export const sample = { fullName: undefined, nationalId: undefined, phone: undefined, email: undefined };
export const fresh = ['volunteerId'];
