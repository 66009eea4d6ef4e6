import { defineResource, f } from '../index';

// Which bed a player sleeps in (SPEC §2 /Facility/PlayerRoomAssignments), from a day until a day: a
// bed holds one player at a time, a room never more players than beds, a room of the player's
// gender in the building of the stay it belongs to, within the stay. A move ends the assignment and opens the next one, so the
// history stays.
export const playerRoomAssignments = defineResource({
  name: 'playerRoomAssignments',
  route: '/Facility/PlayerRoomAssignments',
  menu: { group: 'facilities', icon: 'MeetingRoom', order: 22 },
  recordRepresentation: ['playerName', 'startOn'],
  fields: {
    // The stay it is part of; the player is the stay's.
    residenceId: f.reference('playerResidences', { required: true }),
    playerId: f.reference('players', { readOnly: true }),
    playerName: f.text({ readOnly: true, maxLength: 160 }),
    roomId: f.reference('residenceRooms', { required: true }),
    bedNumber: f.integer({ required: true, min: 1, max: 12 }),
    startOn: f.date({ required: true, default: 'now' }),
    endOn: f.date(),
    // Derived: upcoming before its first night, current until its end day (the first day away).
    status: f.enum(['upcoming', 'current', 'ended'], { readOnly: true }),
    reason: f.enum(['arrival', 'move', 'request', 'other'], { required: true, default: 'arrival' }),
    notes: f.text({ maxLength: 300 }),
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endOn', than: 'startOn' },
    bedInRoom: { kind: 'atMost', field: 'bedNumber', than: 'roomId.beds' },
    roomInService: { kind: 'refersTo', field: 'roomId', where: { status: ['inService'] } },
    roomOfGender: { kind: 'override', field: 'roomId' },
    roomOfStay: { kind: 'override', field: 'roomId' },
    withinStay: { kind: 'override', field: 'startOn' },
    moveNamesBed: { kind: 'override', field: 'roomId' },
  },
  constraints: {
    bedOfOne: { kind: 'noOverlap', start: 'startOn', end: 'endOn', per: ['roomId', 'bedNumber'], openEnd: true },
    oneBedEach: { kind: 'noOverlap', start: 'startOn', end: 'endOn', per: ['playerId'], openEnd: true },
  },
  list: { columns: ['playerId', 'roomId', 'bedNumber', 'startOn', 'endOn', 'status', 'reason'], sort: ['startOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, roomId: { alwaysOn: true }, playerId: {}, startOn: { ops: ['gte', 'lte'] } },
  actions: { move: { permission: 'edit', when: { status: ['current'] }, button: false } },
});
