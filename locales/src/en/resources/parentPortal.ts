import type { parentPortal } from '@club/schema/resources/parentPortal';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof parentPortal>({
  name: 'Portal account |||| Parent portal',
  fields: {
    parentId: 'Parent',
    email: 'Sign-in email',
    status: 'Status',
    userId: 'Account',
    invitedAt: 'Invited at',
    lastSignInAt: 'Last sign-in',
    notes: 'Notes',
  },
  enums: {
    status: { notInvited: 'Not invited', invited: 'Invited', active: 'Active', suspended: 'Suspended' },
  },
  actions: { invite: 'Send invitation', suspend: 'Suspend access', restore: 'Restore access' },
  rules: {
    parentOwnEmail: "This email is a staff member's account: the portal needs the parent's own email",
    emailFixed: 'The sign-in email of an invited account does not change: suspend it and open a new one',
    suspendedBeforeRemoved: 'Suspend the portal access before removing it',
  },
});
