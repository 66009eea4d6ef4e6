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
    amount: 'Price (VAT included)',
    paidAmount: 'Paid',
    remainingAmount: 'Remaining',
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
  actions: { confirm: 'Confirm', complete: 'Mark completed', cancel: 'Cancel booking' },
  rules: {
    endsAfterStart: 'A booking ends after it starts',
    cancellationReason: 'Say why the booking is cancelled',
    completedOnceEnded: 'A booking is completed once it has ended',
    fitsThePlace: 'The place holds %{than} people',
    placeOpen: 'The place is closed or under maintenance',
    placeFree: 'The place is already booked at that time: %{record}',
  },
  texts: {
    cancelledCredit: 'Booking %{number} cancelled',
    invoiceLine: 'Booking %{number} of %{place} on %{day}',
    invoiceRounding: 'VAT rounding',
  },
});
