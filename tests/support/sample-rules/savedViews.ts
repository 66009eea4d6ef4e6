// A view of a list every seeded role but the parents may open, its state that list's own (api/src/overrides/savedViews.ts).
export const sample = { resource: 'tasks', state: { filter: { status: ['todo'] }, sort: { field: 'dueDate', order: 'ASC' }, columns: ['title', 'status', 'dueDate'], perPage: 25 } };
