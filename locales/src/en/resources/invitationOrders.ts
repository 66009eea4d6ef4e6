import type { invitationOrders } from '@club/schema/resources/invitationOrders';
import { defineResourceLocale } from '../../types';
import { visitPurposeLabels } from '../visitLabels';

// SPEC §2 sidebar item "Approve Invitations" (/Visits/InvitationOrder).
export const locale = defineResourceLocale<typeof invitationOrders>({
  name: 'Invitation order |||| Approve Invitations',
  permission: 'Approve Invitations',
  fields: {
    orderNumber: 'Order no.',
    requesterId: 'Requested by',
    purpose: 'Purpose',
    visitDate: 'Visit date',
    startTime: 'From',
    endTime: 'To',
    place: 'Place',
    notes: 'Notes',
    visitorsCount: 'Visitors',
    status: 'Status',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    decisionComment: 'Decision comment',
  },
  enums: {
    purpose: visitPurposeLabels,
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel order' },
  rules: {
    visitorsNamed: 'Add the visitors to invite',
    visitorsAtMost: 'An order invites %{max} visitors at most',
    endsAfterStart: 'The visit ends after it starts',
    visitAhead: 'The visit date has passed',
  },
});
