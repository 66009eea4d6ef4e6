import { defineResource, f } from '../index';
import { approvalFields, approvalWorkflow, requesterChecks } from '../approvals';

// Short leave during a working day (SPEC §2 /hr/AskingPermission, استئذان): from and to, the hours
// derived by the server, at most four hours a request; it walks the permission approval route.
export const permissionRequests = defineResource({
  name: 'permissionRequests',
  route: '/hr/AskingPermission',
  menu: { group: 'hr', icon: 'EventNote', order: 22 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'PRM' }),
    employeeId: f.reference('employees', { required: true }),
    date: f.date({ required: true, default: 'now' }),
    fromTime: f.time({ required: true }),
    toTime: f.time({ required: true }),
    hours: f.decimal({ readOnly: true }),
    reason: f.enum(['personal', 'medical', 'official', 'family', 'other'], { required: true }),
    details: f.longText({ maxLength: 1000 }),
    requesterId: f.reference('users', { readOnly: true }),
    ...approvalFields,
  },
  checks: {
    ...requesterChecks,
    endsAfterStart: { kind: 'after', field: 'toTime', than: 'fromTime' },
    fourHoursAtMost: { kind: 'override', field: 'toTime' },
  },
  list: { columns: ['number', 'employeeId', 'date', 'fromTime', 'toTime', 'hours', 'reason', 'status'], sort: ['date', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, reason: {}, date: { ops: ['gte', 'lte'] }, awaitingRoleId: {}, awaitingUserId: {} },
  access: { member: ['list', 'show', 'create'] },
  scope: { owners: ['requesterId', 'employeeId.userId', 'awaitingUserId'], everyone: { grant: 'allEmployeeRequests', roles: ['manager'] } },
  workflow: approvalWorkflow({ requestType: { value: 'permission' }, typeField: 'reason', requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' }),
});
