// Contacts in order, and an attitude that needs no plan whatever the sample's power (api/src/overrides/stakeholders.ts).
export const sample = { lastContactOn: '2026-01-10', nextContactOn: '2026-02-10', attitude: 'supporter' };
