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
