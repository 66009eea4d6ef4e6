// The holder is someone named, as a certificate needs no expiry (api/src/overrides/issuances.ts).
export const sample = { type: 'certificate', holderType: 'other', holderName: 'Sample holder', clubMemberId: undefined, playerId: undefined, employeeId: undefined, expiryDate: undefined, feePaid: false };
