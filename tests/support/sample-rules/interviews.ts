// A completed interview has its score and recommendation (api/src/overrides/interviews.ts).
export const sample = { status: 'scheduled' };
