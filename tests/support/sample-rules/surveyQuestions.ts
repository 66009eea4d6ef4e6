// A choice question offers two options or more, one per line (api/src/overrides/surveys.ts).
export const sample = { questionType: 'single', options: 'Yes\nNo', required: true };
