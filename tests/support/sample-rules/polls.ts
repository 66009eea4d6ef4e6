// A poll open now, ending after it starts (api/src/overrides/polls.ts; answered in pollResponses.ts here).
export const sample = { status: 'open', startsAt: '2026-01-01T09:00:00.000Z', endsAt: '2030-01-01T09:00:00.000Z', isAnonymous: false };
