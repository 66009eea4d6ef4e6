// Published: its public links take sign-ups and check-ins.
export const sample = { status: 'published' };
