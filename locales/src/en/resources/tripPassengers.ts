import type { tripPassengers } from '@club/schema/resources/tripPassengers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof tripPassengers>({
  name: 'Trip passenger |||| Trip passengers',
  fields: {
    tripId: 'Trip',
    passengerType: 'Passenger',
    playerId: 'Player',
    employeeId: 'Staff member',
    passengerName: 'Name',
    phone: 'Mobile',
    boardingStopId: 'Boarding stop',
    seatNumber: 'Seat',
    boardedAt: 'Boarded at',
    droppedAt: 'Dropped at',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    passengerType: {
      player: 'Player',
      staff: 'Staff',
      guest: 'Guest',
    },
    status: {
      booked: 'Booked',
      boarded: 'On board',
      dropped: 'Dropped off',
      noShow: 'No-show',
    },
  },
});
