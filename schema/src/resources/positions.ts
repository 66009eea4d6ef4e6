import { defineResource, f } from '../index';

// Job positions of each department with their approved headcount: the positions tab of the
// organisational structure. A position never holds more active employees than its headcount.
export const positions = defineResource({
  name: 'positions',
  route: '/hr/OrganizationalStructure/positions',
  menu: { group: 'hr', icon: 'Apartment', order: 11, screen: 'organizationalStructure' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 120, search: true }),
    titleAr: f.text({ required: true, maxLength: 120, search: true }),
    departmentId: f.reference('departments', { required: true }),
    grade: f.integer({ required: true, min: 1, max: 20, default: 5 }),
    headcount: f.integer({ required: true, min: 1, max: 500, default: 1 }),
    description: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['title', 'titleAr', 'departmentId', 'grade', 'headcount'], sort: ['title', 'ASC'] },
  filters: { departmentId: { alwaysOn: true }, grade: { ops: ['eq', 'gte', 'lte'] } },
});
