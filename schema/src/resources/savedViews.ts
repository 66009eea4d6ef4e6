import { defineResource, f } from '../index';

// A list's filters, sort, columns and page size under a name (issue 49): kept by its owner for
// themselves or shared with a role, picked from the list's toolbar, pinned in the sidebar. A reader
// sees their own views and those shared with their role, and only of lists they may open (the
// override's read rule); only the owner changes or deletes one. `state` is checked against the
// resource it is for: its declared filters, sortable fields and columns, nothing else.
export const savedViews = defineResource({
  name: 'savedViews',
  route: '/SavedViews',
  menu: { group: 'systemSections', icon: 'ViewList', order: 40, sidebar: false },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 80, search: true }),
    // The API name of the list's resource ('players'): shown as the kind of record, never as typed.
    resource: f.text({ required: true, maxLength: 64 }),
    state: f.json({ example: { filter: { status: ['todo'] }, sort: { field: 'dueDate', order: 'ASC' }, columns: ['title', 'status', 'dueDate'], perPage: 25 } }),
    ownerId: f.reference('users', { readOnly: true }),
    sharedWithRoleId: f.reference('roles'),
    // In the sidebar of whoever sees the view (its owner chooses).
    pinned: f.boolean({ default: false }),
  },
  list: { columns: ['name', 'resource', 'sharedWithRoleId', 'pinned', 'updatedAt'], sort: ['name', 'ASC'] },
  filters: { resource: {}, ownerId: {}, sharedWithRoleId: {}, pinned: {} },
  indexes: [['ownerId', 'resource'], ['sharedWithRoleId', 'resource']],
  uniqueTogether: [['ownerId', 'resource', 'name']],
  // Everyone keeps views of the lists they work with.
  access: { manager: ['list', 'show', 'create', 'edit', 'delete'], cashier: ['list', 'show', 'create', 'edit', 'delete'], member: ['list', 'show', 'create', 'edit', 'delete'] },
  checks: {
    ownerOnly: { kind: 'override', field: 'name' },
    listable: { kind: 'override', field: 'resource' },
    stateShape: { kind: 'override', field: 'state' },
    stateTooLarge: { kind: 'override', field: 'state' },
    stateMarkup: { kind: 'override', field: 'state' },
    stateColumns: { kind: 'override', field: 'state' },
    stateFilter: { kind: 'override', field: 'state' },
    stateView: { kind: 'override', field: 'state' },
  },
});
