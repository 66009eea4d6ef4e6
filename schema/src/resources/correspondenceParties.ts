import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// The external parties letters come from and go to (SPEC §2 /IncomingOutgoing/Settings): ministries,
// federations, companies, other clubs, individuals.
export const correspondenceParties = defineResource({
  name: 'correspondenceParties',
  route: '/IncomingOutgoing/Settings',
  menu: { group: 'correspondence', icon: 'Groups', order: 80 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 200, search: true }),
    nameAr: f.text({ maxLength: 200, search: true }),
    kind: f.enum(['government', 'federation', 'company', 'club', 'school', 'individual', 'other'], { required: true }),
    email: f.email({ maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    address: f.text({ maxLength: 300, sensitive: PERSONAL_CONTACTS }),
    active: f.boolean({ default: true }),
  },
  list: { columns: ['name', 'nameAr', 'kind', 'email', 'active'], sort: ['name', 'ASC'] },
  filters: { kind: { alwaysOn: true }, active: {} },
});
