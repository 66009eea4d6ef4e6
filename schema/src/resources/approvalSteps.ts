import { defineResource, f } from '../index';

// One step of an approval route, written with its route: decided by anyone holding the role, or
// by the one person named (exactly one of the two); on a route of payments, from an amount on.
export const approvalSteps = defineResource({
  name: 'approvalSteps',
  route: '/hr/Routesettings/steps',
  menu: { group: 'hr', icon: 'Checklist', order: 32, sidebar: false },
  recordRepresentation: 'label',
  readOnly: true,
  fields: {
    approvalRouteId: f.reference('approvalRoutes', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    label: f.text({ required: true, maxLength: 80 }),
    // Its name in Arabic, shown on an Arabic screen (the request's trail keeps both).
    labelAr: f.text({ maxLength: 80 }),
    approverRoleId: f.reference('roles'),
    approverUserId: f.reference('users'),
    // The step applies from this amount on (a route whose records carry an amount: payments).
    minimumAmount: f.money({ min: 0, max: 100_000_000 }),
  },
  // Exactly one approver: a role (any active holder) or one person.
  checks: { oneApprover: { kind: 'exactlyOne', field: 'approverRoleId', of: ['approverRoleId', 'approverUserId'] } },
  list: { columns: ['approvalRouteId', 'position', 'label', 'approverRoleId', 'approverUserId'], sort: ['createdAt', 'DESC'] },
  filters: { approvalRouteId: { alwaysOn: true } },
});
