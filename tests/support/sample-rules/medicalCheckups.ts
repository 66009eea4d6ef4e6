// A fit verdict (an unfit one's validity is cleared: api/src/overrides/medicalCheckups.ts), held until after the checkup, dated in the past.
export const sample = { checkupDate: '2026-01-05', result: 'fit', restrictions: null, validUntil: '2027-01-05' };
