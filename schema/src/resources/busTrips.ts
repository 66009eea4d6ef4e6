import { defineResource, f } from '../index';

// A run of a bus (SPEC §2 /BusTrips): which bus and driver, on which route, for a team, a match or
// an event, from departure to return. scheduled → departed → completed, or cancelled with a reason;
// a bus or a driver is never on two trips whose times overlap (checked under their locks); the
// distance is what the odometer says at the end less at the start.
export const busTrips = defineResource({
  name: 'busTrips',
  route: '/BusTrips',
  menu: { group: 'internalOps', icon: 'Commute', order: 42 },
  recordRepresentation: ['number', 'destination'],
  fields: {
    number: f.sequence({ prefix: 'TRP' }),
    busId: f.reference('buses', { required: true }),
    driverId: f.reference('drivers', { required: true }),
    routeId: f.reference('busRoutes'),
    purpose: f.enum(['match', 'training', 'camp', 'event', 'school', 'other'], { required: true, default: 'training' }),
    teamId: f.reference('teams'),
    matchId: f.reference('matches'),
    eventId: f.reference('events'),
    destination: f.text({ required: true, maxLength: 200, search: true }),
    departureAt: f.datetime({ required: true }),
    returnAt: f.datetime({ required: true }),
    status: f.enum(['scheduled', 'departed', 'completed', 'cancelled'], { required: true, default: 'scheduled' }),
    departedAt: f.datetime({ readOnly: true }),
    completedAt: f.datetime({ readOnly: true }),
    odometerStart: f.integer({ min: 0, max: 5_000_000 }),
    odometerEnd: f.integer({ min: 0, max: 5_000_000 }),
    distanceKm: f.integer({ readOnly: true }),
    passengerCount: f.integer({ readOnly: true, default: 0 }),
    cancellationReason: f.text({ maxLength: 300 }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['number', 'busId', 'driverId', 'purpose', 'destination', 'departureAt', 'returnAt', 'passengerCount', 'status'], sort: ['departureAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, busId: { alwaysOn: true }, driverId: {}, purpose: {}, departureAt: { ops: ['gte', 'lte'] } },
  indexes: [['busId', 'departureAt'], ['driverId', 'departureAt']],
  calendar: { start: 'departureAt', end: 'returnAt', title: 'destination', per: 'busId' },
  workflow: {
    field: 'status',
    initial: ['scheduled'],
    final: ['completed', 'cancelled'],
    moves: {
      depart: { from: ['scheduled'], to: 'departed', stamps: { at: 'departedAt' } },
      complete: { from: ['departed'], to: 'completed', stamps: { at: 'completedAt' } },
      cancel: { from: ['scheduled', 'departed'], to: 'cancelled', asks: 'cancellationReason' },
    },
  },
  checks: {
    licensedUntilReturn: { kind: 'override', field: 'driverId' },
    returnsAfterDeparture: { kind: 'after', field: 'returnAt', than: 'departureAt' },
    cancellationReason: { kind: 'required', field: 'cancellationReason', when: { status: ['cancelled'] } },
    odometerForward: { kind: 'atLeast', field: 'odometerEnd', than: 'odometerStart' },
    odometerStartNeeded: { kind: 'required', field: 'odometerStart', when: { status: ['completed'] } },
    odometerEndNeeded: { kind: 'required', field: 'odometerEnd', when: { status: ['completed'] } },
    busInService: { kind: 'refersTo', field: 'busId', where: { status: ['active'] }, when: { status: ['scheduled', 'departed'] } },
    driverAvailable: { kind: 'refersTo', field: 'driverId', where: { status: ['active'], available: true }, when: { status: ['scheduled', 'departed'] } },
    seatsForPassengers: { kind: 'atMost', field: 'passengerCount', than: 'busId.capacity', when: { status: ['scheduled', 'departed'] } },
  },
  constraints: {
    // One lock per bus and per driver: two trips written at once take turns.
    busFree: { kind: 'noOverlap', start: 'departureAt', end: 'returnAt', per: ['busId'], when: { status: ['scheduled', 'departed', 'completed'] } },
    driverFree: { kind: 'noOverlap', start: 'departureAt', end: 'returnAt', per: ['driverId'], when: { status: ['scheduled', 'departed', 'completed'] } },
  },
  rollups: {
    // A no-show frees their seat.
    passengerCount: { kind: 'count', of: 'tripPassengers', via: 'tripId', where: { status: ['booked', 'boarded', 'dropped'] }, into: 'passengerCount' },
  },
});
