import type { busTrips } from '@club/schema/resources/busTrips';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof busTrips>({
  name: 'Bus trip |||| Bus trips',
  fields: {
    number: 'Trip number',
    busId: 'Bus',
    driverId: 'Driver',
    routeId: 'Route',
    purpose: 'Purpose',
    teamId: 'Team',
    matchId: 'Match',
    eventId: 'Event',
    destination: 'Destination',
    departureAt: 'Departure',
    returnAt: 'Return',
    departedAt: 'Departed at',
    completedAt: 'Completed at',
    odometerStart: 'Odometer at start (km)',
    odometerEnd: 'Odometer at end (km)',
    distanceKm: 'Distance (km)',
    passengerCount: 'Passengers',
    cancellationReason: 'Reason for cancelling',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    purpose: {
      match: 'Match',
      training: 'Training',
      camp: 'Camp',
      event: 'Event',
      school: 'School run',
      other: 'Other',
    },
    status: {
      scheduled: 'Scheduled',
      departed: 'Departed',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
});
