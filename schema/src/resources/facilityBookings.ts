import { defineResource, f } from '../index';

// Bookings of the club's places (SPEC §2 /Facility/FacilityBookings): requested, then confirmed
// (who and when), completed once ended, or cancelled with a reason. A confirmed booking holds its
// place: no other confirmed booking nor a training session there at the same time (one lock per
// place, so two confirmations at the same moment take turns and the second is refused).
export const facilityBookings = defineResource({
  name: 'facilityBookings',
  route: '/Facility/FacilityBookings',
  menu: { group: 'facilities', icon: 'EventAvailable', order: 10 },
  recordRepresentation: ['number', 'title'],
  fields: {
    number: f.sequence({ prefix: 'BKG' }),
    facilityId: f.reference('facilities', { required: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    purpose: f.enum(['training', 'match', 'event', 'meeting', 'privateHire', 'other'], { required: true, default: 'training' }),
    requesterId: f.reference('users'),
    // An outside party hiring the place (a school, a company).
    bookedFor: f.text({ maxLength: 160, search: true }),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    attendees: f.integer({ min: 1, max: 200_000 }),
    // Priced by the server from the place's rates (facilityRates), VAT included; invoiced once confirmed.
    amount: f.money({ readOnly: true }),
    // What its invoice's receipts paid, and what it still owes (kept by the server).
    paidAmount: f.money({ readOnly: true, default: 0 }),
    remainingAmount: f.money({ readOnly: true }),
    status: f.enum(['requested', 'confirmed', 'completed', 'cancelled'], { required: true, default: 'requested' }),
    confirmedById: f.reference('users', { readOnly: true }),
    confirmedAt: f.datetime({ readOnly: true }),
    cancellationReason: f.text({ maxLength: 300 }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['number', 'facilityId', 'title', 'purpose', 'startsAt', 'endsAt', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, facilityId: { alwaysOn: true }, purpose: {}, startsAt: { ops: ['gte', 'lte'] } },
  indexes: [['facilityId', 'startsAt']],
  // The week of each place, its free hours open for a booking.
  calendar: { start: 'startsAt', end: 'endsAt', title: 'title', per: 'facilityId' },
  workflow: {
    field: 'status',
    initial: ['requested', 'confirmed'],
    final: ['completed', 'cancelled'],
    moves: {
      confirm: { from: ['requested'], to: 'confirmed', stamps: { by: 'confirmedById', at: 'confirmedAt' } },
      complete: { from: ['confirmed'], to: 'completed' },
      cancel: { from: ['requested', 'confirmed'], to: 'cancelled', asks: 'cancellationReason' },
    },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endsAt', than: 'startsAt' },
    cancellationReason: { kind: 'required', field: 'cancellationReason', when: { status: ['cancelled'] } },
    completedOnceEnded: { kind: 'notFuture', field: 'endsAt', when: { status: ['completed'] } },
    fitsThePlace: { kind: 'atMost', field: 'attendees', than: 'facilityId.capacity' },
    placeOpen: { kind: 'refersTo', field: 'facilityId', where: { status: ['available', 'booked'] }, when: { status: ['confirmed'] } },
  },
  constraints: {
    placeFree: {
      kind: 'noOverlap', start: 'startsAt', end: 'endsAt', per: ['facilityId'], when: { status: ['confirmed', 'completed'] },
      with: [{ resource: 'trainingSessions', start: 'startsAt', end: 'endsAt', when: { status: ['scheduled', 'completed'] } }],
    },
  },
});
