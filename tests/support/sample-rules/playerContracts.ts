// A draft (only a draft is deleted; one contract in force per player; api/src/overrides/playerContracts.ts).
export const sample = { startDate: '2026-01-01', endDate: '2027-06-30', status: 'draft' };
