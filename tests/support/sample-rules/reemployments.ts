// Only a former employee is re-employed (api/src/overrides/reemployments.ts): the sample stays proposed.
export const sample = { status: 'proposed' };
