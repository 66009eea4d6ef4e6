import type { invitations } from '@club/schema/resources/invitations';
import { defineResourceLocale } from '../../types';
import { visitPurposeLabels } from '../visitLabels';

// SPEC §2 sidebar item "Register Invitation" (/Visits/Invitation).
export const locale = defineResourceLocale<typeof invitations>({
  name: 'Invitation |||| Register Invitation',
  permission: 'Register Invitation',
  fields: {
    code: 'Code',
    visitorName: 'Visitor name',
    phone: 'Mobile',
    email: 'Email',
    nationalId: 'National ID / Iqama',
    organization: 'Organization',
    hostId: 'Host',
    hostName: 'Host',
    purpose: 'Purpose',
    visitDate: 'Visit date',
    startTime: 'From',
    endTime: 'To',
    place: 'Place',
    personsCount: 'Persons',
    vehiclePlate: 'Vehicle plate',
    orderId: 'Invitation order',
    status: 'Status',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    decisionComment: 'Decision comment',
    confirmedAt: 'Attendance confirmed at',
    checkedInAt: 'Checked in at',
    checkedOutAt: 'Checked out at',
    notes: 'Notes',
  },
  enums: {
    purpose: visitPurposeLabels,
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', checkedIn: 'Checked in', checkedOut: 'Checked out', cancelled: 'Cancelled' },
  },
  actions: { approve: 'Approve', reject: 'Reject', 'check-in': 'Check in', 'check-out': 'Check out', cancel: 'Cancel invitation' },
  publicActions: { confirm: { label: 'Confirm my attendance', done: 'Thank you: your attendance is confirmed. Show the QR code at the gate.' } },
  rules: {
    gateKnown: 'Choose one of the gates',
    badgeLength: 'A badge number has at most 20 characters',
    momentNotFuture: 'Give the time it happened, not later than now',
    outAfterIn: 'A visitor leaves after coming in',
    notesOnceIn: 'Once the visitor is in, only the notes change',
    endsAfterStart: 'The visit ends after it starts',
    visitAhead: 'The visit date has passed',
  },
});
