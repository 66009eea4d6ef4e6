// An attitude that needs no plan whatever the sample's power (api/src/overrides/stakeholders.ts).
export const sample = { attitude: 'supporter' };
