import type { events } from '@club/schema/resources/events';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof events>({
  name: 'Event |||| Events',
  fields: {
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    type: 'Type',
    description: 'Description',
    venueId: 'Venue',
    location: 'Location (outside the club)',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    capacity: 'Capacity',
    registrationOpensAt: 'Registration opens',
    registrationClosesAt: 'Registration closes',
    organiserId: 'Organiser',
    fee: 'Registration fee (VAT included)',
    participantCount: 'Registered',
    cancellationReason: 'Reason for cancelling',
    status: 'Status',
  },
  enums: {
    type: {
      match: 'Match',
      tournament: 'Tournament',
      ceremony: 'Ceremony',
      openDay: 'Open day',
      workshop: 'Workshop',
      camp: 'Camp',
      community: 'Community',
      other: 'Other',
    },
    status: {
      draft: 'Draft',
      published: 'Published',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
  actions: { publish: 'Publish', unpublish: 'Back to draft', complete: 'Mark completed', cancel: 'Cancel event' },
  rules: {
    endsAfterStart: 'An event ends after it starts',
    registrationWindow: 'Registration opens before it closes',
    registrationClosesByTheEnd: 'Registration closes by the end of the event',
    registrationOpensByTheEnd: 'Registration opens before the event ends',
    cancellationReason: 'Say why the event is cancelled',
    completedOnceEnded: 'An event is completed once it has ended',
    fitsTheVenue: 'The venue holds %{than} people',
    notBelowRegistered: '%{than} people are registered already: the capacity cannot be less',
    venueOpen: 'The venue is closed or under maintenance',
  },
});
