import { f } from './fields';

/**
 * The fields of a record that walks an approval route (HR requests, permission and overtime
 * requests, end of service), all kept by the server: where it stands, who must decide next, and
 * the steps with every decision (who, when, what they said) in `approvalTrail`.
 */
export const approvalFields = {
  status: f.enum(['pending', 'approved', 'rejected', 'cancelled'], { readOnly: true }),
  currentStep: f.integer({ readOnly: true }),
  awaitingRoleId: f.reference('roles', { readOnly: true, notifies: 'approval' }),
  awaitingUserId: f.reference('users', { readOnly: true, notifies: 'approval' }),
  decidedAt: f.datetime({ readOnly: true }),
  approvalTrail: f.json({ readOnly: true }),
} as const;

/**
 * The record actions of an approvable resource: its approvers decide (never the requester, whom
 * the admin does not offer them), its requester may cancel while it waits.
 */
export const approvalActions = {
  approve: { permission: 'show', when: { status: ['pending'] }, comment: 'optional', notBy: 'requesterId' },
  reject: { permission: 'show', when: { status: ['pending'] }, comment: 'required', notBy: 'requesterId' },
  cancel: { permission: 'show', when: { status: ['pending'] } },
} as const;
