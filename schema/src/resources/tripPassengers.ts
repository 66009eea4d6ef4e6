import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// Who rides a trip (SPEC §2 /TripPassengers): a player, a staff member or a guest, where they board,
// when they boarded and were dropped. Never more passengers than the bus has seats (counted under
// the trip's lock), and nobody twice on one trip.
export const tripPassengers = defineResource({
  name: 'tripPassengers',
  route: '/TripPassengers',
  menu: { group: 'internalOps', icon: 'AirlineSeatReclineNormal', order: 45 },
  recordRepresentation: ['passengerName'],
  fields: {
    tripId: f.reference('busTrips', { required: true }),
    passengerType: f.enum(['player', 'staff', 'guest'], { required: true, default: 'player' }),
    playerId: f.reference('players'),
    employeeId: f.reference('employees'),
    // A guest's name as given; for a player or staff member, their name (kept by the server).
    passengerName: f.text({ maxLength: 160, search: true }),
    phone: f.phone({ sensitive: PERSONAL_CONTACTS }),
    boardingStopId: f.reference('routeStops'),
    seatNumber: f.integer({ min: 1, max: 90 }),
    status: f.enum(['booked', 'boarded', 'dropped', 'noShow'], { required: true, default: 'booked' }),
    boardedAt: f.datetime(),
    droppedAt: f.datetime(),
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['tripId', 'passengerType', 'passengerName', 'boardingStopId', 'seatNumber', 'status', 'boardedAt', 'droppedAt'], sort: ['createdAt', 'DESC'] },
  filters: { tripId: { alwaysOn: true }, passengerType: { alwaysOn: true }, status: {} },
  uniqueTogether: [['tripId', 'seatNumber']],
  workflow: {
    field: 'status',
    initial: ['booked'],
    final: ['dropped'],
    moves: {
      board: { from: ['booked'], to: 'boarded', stamps: { at: 'boardedAt' } },
      'drop-off': { from: ['boarded'], to: 'dropped', stamps: { at: 'droppedAt' } },
      'no-show': { from: ['booked'], to: 'noShow' },
      rebook: { from: ['noShow'], to: 'booked' },
    },
  },
  checks: {
    playerNamed: { kind: 'required', field: 'playerId', when: { passengerType: ['player'] } },
    staffNamed: { kind: 'required', field: 'employeeId', when: { passengerType: ['staff'] } },
    guestNamed: { kind: 'required', field: 'passengerName', when: { passengerType: ['guest'] } },
    droppedAfterBoarding: { kind: 'after', field: 'droppedAt', than: 'boardedAt', orSame: true },
    tripOpen: { kind: 'override', field: 'tripId' },
    stopOnRoute: { kind: 'override', field: 'boardingStopId' },
    busSeats: { kind: 'override', field: 'tripId' },
  },
  constraints: {
    playerOnce: { kind: 'unique', fields: ['tripId', 'playerId'] },
    staffOnce: { kind: 'unique', fields: ['tripId', 'employeeId'] },
  },
});
