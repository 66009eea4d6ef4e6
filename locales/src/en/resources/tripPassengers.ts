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
  actions: { board: 'On board', 'drop-off': 'Dropped off', 'no-show': 'No-show', rebook: 'Booked again' },
  rules: {
    tripOpen: 'The trip is completed or cancelled: its passengers do not change',
    stopOnRoute: "The boarding stop is on the trip's route",
    busSeats: 'The bus is full: its %{seats} seats are taken',
    playerNamed: 'Choose the player',
    staffNamed: 'Choose the staff member',
    guestNamed: 'Give the guest\'s name',
    droppedAfterBoarding: 'A passenger is dropped off after boarding',
    playerOnce: 'This person is already a passenger of the trip',
    staffOnce: 'This person is already a passenger of the trip',
  },
});
