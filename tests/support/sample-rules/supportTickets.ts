// Not rated: a ticket starts open and is rated once resolved (api/src/overrides/supportTickets.ts).
export const sample = { satisfaction: null };
