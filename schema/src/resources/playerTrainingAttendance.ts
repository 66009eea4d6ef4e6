import { defineResource, f } from '../index';
import { ALL_PLAYERS } from './players';

// A player's attendance at a session (SPEC §2 /playerTrainingAttendance): one per player and
// session, the player one of the session's team; taken for the whole squad on the session's page.
// Each write recomputes the player's attendance rate and the session's counts.
export const playerTrainingAttendance = defineResource({
  name: 'playerTrainingAttendance',
  route: '/playerTrainingAttendance',
  menu: { group: 'trainingSchedules', icon: 'EventAvailable', order: 3 },
  recordRepresentation: 'status',
  fields: {
    sessionId: f.reference('trainingSessions', { required: true }),
    // When the session starts (kept by the server): a parent, who does not read the sessions, sees the day.
    sessionStartsAt: f.datetime({ readOnly: true }),
    playerId: f.reference('players', { required: true }),
    status: f.enum(['present', 'late', 'absent', 'excused'], { required: true, default: 'present' }),
    minutesLate: f.integer({ min: 0, max: 300 }),
    notes: f.text({ maxLength: 300 }),
    recordedById: f.reference('users', { readOnly: true }),
  },
  uniqueTogether: [['sessionId', 'playerId']],
  scope: { owners: ['playerId.portalUserIds'], everyone: ALL_PLAYERS },
  access: { parent: ['list', 'show'] },
  list: { columns: ['sessionStartsAt', 'sessionId', 'playerId', 'status', 'minutesLate', 'recordedById'], sort: ['sessionStartsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, sessionStartsAt: { ops: ['gte', 'lte'] } },
  checks: {
    // Judged on attendance being taken, not on what comes back from the trash as it was.
    sessionHeld: { kind: 'override', field: 'sessionId' },
    playerOfTheTeam: { kind: 'override', field: 'playerId' },
    lateOnly: { kind: 'absent', field: 'minutesLate', when: { status: ['present', 'absent', 'excused'] }, clear: true },
  },
});
