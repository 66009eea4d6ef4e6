import { defineResource, f } from '../index';

// The organisation's units (SPEC §2 /hr/OrganizationalStructure), a tree through `parentId`;
// positions are the other tab of the same screen. A unit can never sit under itself.
export const departments = defineResource({
  name: 'departments',
  route: '/hr/OrganizationalStructure',
  menu: { group: 'hr', icon: 'Apartment', order: 10, screen: 'organizationalStructure' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    code: f.text({ required: true, unique: true, minLength: 2, maxLength: 12, pattern: '^[A-Z][A-Z0-9-]{1,11}$', search: true }),
    parentId: f.reference('departments'),
    // The head of the unit, by their account: leave and other requests route to them.
    managerId: f.reference('users'),
    costCentre: f.text({ maxLength: 10, pattern: '^[0-9]{3,10}$' }),
    description: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['code', 'name', 'nameAr', 'parentId', 'managerId', 'costCentre'], sort: ['code', 'ASC'] },
  filters: { parentId: { alwaysOn: true }, managerId: {} },
  checks: {
    notUnderItself: { kind: 'override', field: 'parentId' },
  },
});
