import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// Who comes to an event (SPEC §2 /EventParticipants): registered within the event's capacity
// (counted under the event's lock) and its registration window, then checked in (attended, with
// the time) or marked no-show after it; a cancelled registration frees its place.
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
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['eventId', 'fullName', 'participantType', 'phone', 'registeredAt', 'status', 'checkedInAt'], sort: ['createdAt', 'DESC'] },
  filters: { eventId: { alwaysOn: true }, status: { alwaysOn: true }, participantType: {}, phone: { ops: ['eq'] } },
  uniqueTogether: [['eventId', 'phone']],
});
