// A fit verdict holds until after the checkup, dated in the past (api/src/overrides/medicalCheckups.ts).
export const sample = { checkupDate: '2026-01-05', result: 'fit', restrictions: null, validUntil: '2027-01-05' };
