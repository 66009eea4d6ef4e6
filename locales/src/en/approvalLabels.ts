// The labels of every approvable resource's approval fields, status values and actions
// (schema/src/approvals.ts), spread into each one's locale.
export const approvalFieldLabels = {
  status: 'Status',
  currentStep: 'Current step',
  awaitingRoleId: 'Awaiting role',
  awaitingUserId: 'Awaiting person',
  decidedAt: 'Decided at',
  approvalTrail: 'Approval trail',
};
export const approvalStatusLabels = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' };
export const approvalActionLabels = { approve: 'Approve', reject: 'Reject', cancel: 'Cancel request' };

/** The words of the rules of who makes an HR request (schema/src/approvals.ts: requesterChecks), spread into each one's `rules`. */
export const requesterRules = {
  requestsForSelf: 'You may make requests only for yourself',
  activeEmployee: 'Only an active employee makes requests',
};

// The labels of a record whose action is signed on a route (schema/src/approvals.ts: signatureFields).
export const signatureFieldLabels = {
  currentStep: 'Signing step',
  awaitingRoleId: 'To be signed by (role)',
  awaitingUserId: 'To be signed by',
  approvalTrail: 'Signatures',
};
