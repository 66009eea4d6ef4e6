// An active project: a completed or cancelled one takes no task (api/src/overrides/tasks.ts).
export const sample = { status: 'active' };
