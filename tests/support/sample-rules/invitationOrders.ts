// A visit still to come, ending after it starts (api/src/overrides/invitationOrders.ts).
export const sample = { visitDate: '2027-05-17', startTime: '09:30', endTime: '11:00' };
