// Published, one day from morning to evening (api/src/overrides/eventOpportunities.ts).
export const sample = { status: 'published', startsAt: '2026-05-17T06:00:00.000Z', endsAt: '2026-05-17T18:00:00.000Z' };
