import { defineResource, f, PERSONAL_IDENTIFIERS } from '../index';

// A party to a law case and its role, written with the case.
export const caseParties = defineResource({
  name: 'caseParties',
  route: '/Law/courtCases/parties',
  menu: { group: 'cases', icon: 'Groups', order: 2, sidebar: false },
  recordRepresentation: 'name',
  readOnly: true,
  fields: {
    caseId: f.reference('courtCases', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    name: f.text({ required: true, maxLength: 200, search: true }),
    side: f.enum(['club', 'opponent', 'other'], { required: true }),
    role: f.enum(['plaintiff', 'defendant', 'intervener', 'witness', 'expert', 'guarantor'], { required: true }),
    representative: f.text({ maxLength: 160 }),
    nationalId: f.text({ maxLength: 20, pattern: '^[0-9]{10}$', sensitive: PERSONAL_IDENTIFIERS }),
  },
  list: { columns: ['caseId', 'name', 'side', 'role', 'representative'], sort: ['createdAt', 'DESC'] },
  filters: { caseId: { alwaysOn: true }, side: {}, role: {} },
});
