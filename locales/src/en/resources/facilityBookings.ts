import type { facilityBookings } from '@club/schema/resources/facilityBookings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilityBookings>({
  name: 'Booking |||| Facility bookings',
  fields: {
    number: 'Booking number',
    facilityId: 'Place',
    title: 'Title',
    purpose: 'Purpose',
    requesterId: 'Requested by',
    bookedFor: 'Booked for (outside party)',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    attendees: 'Attendees',
    amount: 'Amount',
    status: 'Status',
    confirmedById: 'Confirmed by',
    confirmedAt: 'Confirmed at',
    cancellationReason: 'Reason for cancelling',
    notes: 'Notes',
  },
  enums: {
    purpose: {
      training: 'Training',
      match: 'Match',
      event: 'Event',
      meeting: 'Meeting',
      privateHire: 'Private hire',
      other: 'Other',
    },
    status: {
      requested: 'Requested',
      confirmed: 'Confirmed',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
});
