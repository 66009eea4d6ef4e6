import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// A parent's portal account (SPEC §2 /parentPortal): invited by email through the users'
// invitation flow (role `parent`), it reads only that parent's children's records (the API's row
// scope). Its status and last sign-in follow the account; suspend and restore act on the account.
export const parentPortal = defineResource({
  name: 'parentPortal',
  route: '/parentPortal',
  menu: { group: 'players', icon: 'Key', order: 6 },
  recordRepresentation: 'parentId',
  fields: {
    parentId: f.reference('parents', { required: true, unique: true }),
    email: f.email({ required: true, maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    status: f.enum(['notInvited', 'invited', 'active', 'suspended'], { required: true, default: 'notInvited', readOnly: true }),
    userId: f.reference('users', { readOnly: true, unique: true }),
    invitedAt: f.datetime({ readOnly: true }),
    lastSignInAt: f.datetime({ readOnly: true }),
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['parentId', 'email', 'status', 'invitedAt', 'lastSignInAt'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, invitedAt: { ops: ['gte', 'lte'] }, lastSignInAt: { ops: ['gte', 'lte'] }, email: { ops: ['eq'] } },
  actions: {
    invite: { permission: 'edit', when: { status: ['notInvited', 'invited'] }, bulk: true },
    suspend: { permission: 'edit', when: { status: ['invited', 'active'] }, comment: 'optional' },
    restore: { permission: 'edit', when: { status: ['suspended'] } },
  },
  checks: {
    parentOwnEmail: { kind: 'override', field: 'email' },
    emailFixed: { kind: 'override', field: 'email' },
    suspendedBeforeRemoved: { kind: 'override', field: 'status' },
  },
});
