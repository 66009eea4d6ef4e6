import { defineResource, f } from '../index';

// Individual development plans (SPEC §2 /hr/IndividualDevelopmentPlans): the goals and actions
// agreed with the employee for a period, their progress, and the reviewer.
export const developmentPlans = defineResource({
  name: 'developmentPlans',
  route: '/hr/IndividualDevelopmentPlans',
  menu: { group: 'hr', icon: 'TaskAlt', order: 63 },
  recordRepresentation: ['employeeId', 'periodStart'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    periodStart: f.date({ required: true }),
    periodEnd: f.date({ required: true }),
    goals: f.longText({ required: true, maxLength: 3000 }),
    actions: f.longText({ maxLength: 3000 }),
    progress: f.integer({ required: true, min: 0, max: 100, default: 0 }),
    status: f.enum(['draft', 'active', 'completed', 'cancelled'], { required: true, default: 'draft' }),
    reviewerId: f.reference('users'),
    reviewNotes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['employeeId', 'periodStart', 'periodEnd', 'progress', 'status', 'reviewerId'], sort: ['periodStart', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, reviewerId: {} },
});
