import { defineResource, f } from '../index';

// The club's events (SPEC §2 /Events): a ceremony, a tournament, an open day, in one of the club's
// stadiums or halls or elsewhere, with a capacity and a registration window. draft ⇄ published →
// completed once ended, or cancelled with a reason; participants register while it is published and
// the window is open. It fits its venue (open, once published) and never holds fewer places than
// people registered (their count kept from them).
export const events = defineResource({
  name: 'events',
  route: '/Events',
  menu: { group: 'visits', icon: 'Celebration', order: 60 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    type: f.enum(['match', 'tournament', 'ceremony', 'openDay', 'workshop', 'camp', 'community', 'other'], { required: true }),
    description: f.longText({ maxLength: 4000 }),
    venueId: f.reference('facilities'),
    // Where, when it is not one of the club's places.
    location: f.text({ maxLength: 200 }),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    capacity: f.integer({ required: true, min: 1, max: 100_000 }),
    registrationOpensAt: f.datetime(),
    registrationClosesAt: f.datetime(),
    organiserId: f.reference('users'),
    // What a registration costs (SAR, VAT added on its invoice); 0: free.
    fee: f.money({ min: 0, max: 100_000, default: 0 }),
    participantCount: f.integer({ readOnly: true, default: 0 }),
    status: f.enum(['draft', 'published', 'completed', 'cancelled'], { required: true, default: 'draft' }),
    cancellationReason: f.text({ maxLength: 300 }),
  },
  list: { columns: ['titleAr', 'title', 'type', 'venueId', 'startsAt', 'capacity', 'participantCount', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, type: { alwaysOn: true }, venueId: {}, startsAt: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['draft', 'published'],
    final: ['completed', 'cancelled'],
    moves: {
      publish: { from: ['draft'], to: 'published' },
      unpublish: { from: ['published'], to: 'draft' },
      complete: { from: ['published'], to: 'completed' },
      cancel: { from: ['draft', 'published'], to: 'cancelled', asks: 'cancellationReason' },
    },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endsAt', than: 'startsAt' },
    registrationWindow: { kind: 'after', field: 'registrationClosesAt', than: 'registrationOpensAt' },
    registrationClosesByTheEnd: { kind: 'after', field: 'endsAt', than: 'registrationClosesAt', orSame: true },
    registrationOpensByTheEnd: { kind: 'after', field: 'endsAt', than: 'registrationOpensAt', orSame: true },
    cancellationReason: { kind: 'required', field: 'cancellationReason', when: { status: ['cancelled'] } },
    completedOnceEnded: { kind: 'notFuture', field: 'endsAt', when: { status: ['completed'] } },
    fitsTheVenue: { kind: 'atMost', field: 'capacity', than: 'venueId.capacity' },
    notBelowRegistered: { kind: 'atLeast', field: 'capacity', than: 'participantCount' },
    // A published event is held where people can be (a draft may wait for its place).
    venueOpen: { kind: 'refersTo', field: 'venueId', where: { status: ['available', 'booked'] }, when: { status: ['published'] } },
  },
  rollups: {
    participantCount: { kind: 'count', of: 'eventParticipants', via: 'eventId', where: { status: ['registered', 'attended'] }, into: 'participantCount' },
  },
});
