// No limit: a sample state would otherwise cap the other samples' tasks (api/src/overrides/tasks.ts).
export const sample = { wipLimit: undefined };
