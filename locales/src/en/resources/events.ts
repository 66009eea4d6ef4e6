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
});
