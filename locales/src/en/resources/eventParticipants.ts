import type { eventParticipants } from '@club/schema/resources/eventParticipants';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof eventParticipants>({
  name: 'Event participant |||| Event participants',
  fields: {
    eventId: 'Event',
    participantType: 'Participant',
    memberId: 'Club member',
    playerId: 'Player',
    fullName: 'Full name',
    phone: 'Mobile',
    email: 'Email',
    registeredAt: 'Registered at',
    checkedInAt: 'Checked in at',
    amount: 'Fee (VAT included)',
    paidAmount: 'Paid',
    notes: 'Notes',
    status: 'Status',
  },
  enums: {
    participantType: {
      member: 'Member',
      player: 'Player',
      staff: 'Staff',
      guest: 'Guest',
    },
    status: {
      registered: 'Registered',
      attended: 'Attended',
      noShow: 'No-show',
      cancelled: 'Cancelled',
    },
  },
  actions: { 'check-in': 'Check in', 'mark-no-show': 'Mark no-show', cancel: 'Cancel registration', 'register-again': 'Register again' },
  rules: {
    registrationWindow: 'Registration for this event is not open now',
    noShowOnceStarted: 'A participant is marked absent once the event has started',
    member: 'Choose the club member',
    player: 'Choose the player',
    eventOpen: 'The event is not open for registration',
    eventFull: 'The event is full: its %{max} places are taken',
  },
  texts: {
    cancelledCredit: 'Registration of %{name} cancelled',
    invoiceLine: 'Registration of %{name} for %{event}',
    invoiceRounding: 'VAT rounding',
  },
});
