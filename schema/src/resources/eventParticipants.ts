import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// Who comes to an event (SPEC §2 /EventParticipants): registered for a published event within its
// capacity (counted under the event's lock) and its registration window, then checked in (attended,
// with the time) or marked no-show once it started; a cancelled registration frees its place.
export const eventParticipants = defineResource({
  name: 'eventParticipants',
  route: '/EventParticipants',
  menu: { group: 'visits', icon: 'GroupAdd', order: 61 },
  recordRepresentation: ['fullName'],
  fields: {
    eventId: f.reference('events', { required: true }),
    participantType: f.enum(['member', 'player', 'staff', 'guest'], { required: true, default: 'guest' }),
    memberId: f.reference('clubMembers'),
    playerId: f.reference('players'),
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    phone: f.phone({ sensitive: PERSONAL_CONTACTS }),
    email: f.email({ sensitive: PERSONAL_CONTACTS }),
    registeredAt: f.datetime({ readOnly: true }),
    status: f.enum(['registered', 'attended', 'noShow', 'cancelled'], { required: true, default: 'registered' }),
    checkedInAt: f.datetime({ readOnly: true }),
    // The event's fee when registered, invoiced then; what its invoice's receipts paid (kept by the server).
    amount: f.money({ readOnly: true }),
    paidAmount: f.money({ readOnly: true, default: 0 }),
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['eventId', 'fullName', 'participantType', 'phone', 'registeredAt', 'status', 'checkedInAt'], sort: ['createdAt', 'DESC'] },
  filters: { eventId: { alwaysOn: true }, status: { alwaysOn: true }, participantType: {}, phone: { ops: ['eq'] } },
  uniqueTogether: [['eventId', 'phone']],
  workflow: {
    field: 'status',
    // A walk-in is checked in at the door.
    initial: ['registered', 'attended'],
    final: ['attended'],
    moves: {
      'check-in': { from: ['registered', 'noShow'], to: 'attended', stamps: { at: 'checkedInAt' } },
      'mark-no-show': { from: ['registered'], to: 'noShow' },
      cancel: { from: ['registered'], to: 'cancelled' },
      'register-again': { from: ['cancelled'], to: 'registered' },
    },
  },
  checks: {
    member: { kind: 'required', field: 'memberId', when: { participantType: ['member'] } },
    player: { kind: 'required', field: 'playerId', when: { participantType: ['player'] } },
    // Registering (or coming back from a cancellation, or walking in) needs the event published.
    eventOpen: { kind: 'refersTo', field: 'eventId', where: { status: ['published'] }, when: { status: ['registered', 'attended'] } },
    registrationWindow: { kind: 'override', field: 'eventId' },
    noShowOnceStarted: { kind: 'override', field: 'status' },
  },
  constraints: {
    eventFull: { kind: 'capacity', per: 'eventId', max: { field: 'capacity' }, when: { status: ['registered', 'attended'] } },
  },
});
