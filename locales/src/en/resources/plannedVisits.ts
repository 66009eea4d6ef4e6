import type { plannedVisits } from '@club/schema/resources/plannedVisits';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof plannedVisits>({
  name: 'Planned visit |||| Planned visits',
  fields: {
    visitorName: 'Visitor name',
    organization: 'Organization',
    phone: 'Phone',
    visitorsCount: 'Visitors',
    purpose: 'Purpose',
    visitDate: 'Visit date',
    hostId: 'Host',
    status: 'Status',
    notes: 'Notes',
    checkedInAt: 'Checked in at',
    checkedInById: 'Checked in by',
    checkedOutAt: 'Checked out at',
  },
  enums: {
    purpose: {
      meeting: 'Meeting',
      interview: 'Interview',
      delivery: 'Delivery',
      vendor: 'Vendor',
      guest: 'Guest',
      contractor: 'Contractor',
      government: 'Government',
      other: 'Other',
    },
    status: { expected: 'Expected', checkedIn: 'Checked in', checkedOut: 'Checked out', cancelled: 'Cancelled' },
  },
  actions: { 'check-in': 'Check in', 'check-out': 'Check out' },
  rules: {
    forwardOnly: 'A visit that is %{from} cannot become %{to}',
    visitStatus: 'The visit is %{status}',
  },
  texts: {
    statusExpected: 'expected',
    statusCheckedIn: 'checked in',
    statusCheckedOut: 'checked out',
    statusCancelled: 'cancelled',
  },
});
