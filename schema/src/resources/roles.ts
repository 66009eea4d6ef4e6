import { defineResource, f } from '../index';

/**
 * Roles are data (SPEC §6): the seeded ones (see access.ts) and any an administrator adds.
 * `permissions` is the page-permission matrix: { pageKey: ['list', 'show', …] }.
 */
export const roles = defineResource({
  name: 'roles',
  route: '/roles',
  menu: { group: 'users', icon: 'AdminPanelSettings', order: 2, screen: 'rolesAndUsers' },
  recordRepresentation: 'name',
  naturalKey: 'key',
  fields: {
    key: f.text({ required: true, unique: true, minLength: 2, maxLength: 40, pattern: '^[a-z][a-z0-9_-]*$', search: true }),
    name: f.text({ required: true, maxLength: 80, search: true }),
    nameAr: f.text({ required: true, maxLength: 80, search: true }),
    rank: f.integer({ required: true, min: 1, max: 100 }),
    description: f.longText({ maxLength: 1000 }),
    // Who may do what is for administrators: the directory shows a role's name, not its matrix.
    permissions: f.json({ example: { tasks: ['list', 'show'], meetings: ['list'] }, sensitive: { grant: 'roleMatrices' } }),
  },
  list: { columns: ['name', 'nameAr', 'key', 'rank', 'description'], sort: ['rank', 'DESC'] },
  filters: { rank: { ops: ['gte', 'lte'] } },
  // Role names show next to users for whoever sees the directory.
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'] },
});
