// A view of the staff directory: a list every seeded role but the parents may open, and a page nobody
// switches off (the authorization matrix switches pages off meanwhile); its state that list's own
// (api/src/overrides/savedViews.ts).
export const sample = { resource: 'users', state: { filter: { status: ['active'] }, sort: { field: 'firstName', order: 'ASC' }, columns: ['firstName', 'lastName', 'status'], perPage: 25 }, sharedWithRoleId: null };

/** A view kept for oneself: another user, whatever their role, does not see it. */
export const seenByWriterOnly = true;
