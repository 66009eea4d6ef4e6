import { defineResource, f } from '../index';

/** Everything that waits for approval, by the type the route is chosen with. */
export const REQUEST_TYPES = [
  'annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave', 'salaryLetter', 'salaryAdvance', 'custody',
  'permission', 'overtime', 'endOfService', 'paymentVoucher', 'payrollRun',
] as const;

// Approval routes (SPEC §2 /hr/Routesettings): for each request type, the ordered steps a request
// passes, each decided by a role or by a named person; one active route per type. A request keeps
// the steps it started with; without an active route for its type it waits for one decision by an
// administrator.
export const approvalRoutes = defineResource({
  name: 'approvalRoutes',
  route: '/hr/Routesettings',
  menu: { group: 'hr', icon: 'Checklist', order: 31 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    requestType: f.enum(REQUEST_TYPES, { required: true }),
    active: f.boolean({ default: true }),
    description: f.longText({ maxLength: 1000 }),
  },
  lines: { steps: { resource: 'approvalSteps', parentField: 'approvalRouteId' } },
  list: { columns: ['name', 'nameAr', 'requestType', 'active'], sort: ['name', 'ASC'] },
  filters: { requestType: { alwaysOn: true }, active: {} },
  // Judged by api/src/overrides/approvalRoutes.ts: a route has steps, each with one approver.
  checks: {
    noSteps: { kind: 'override', field: 'steps' },
  },
  constraints: {
    activeRoute: { kind: 'unique', fields: ['requestType'], when: { active: true } },
  },
});
