import { defineResource, f } from '../index';
import { ALL_PLAYERS } from './players';

// A player in a match (SPEC §2 /playerMatches): lineup role, minutes, goals, assists, cards and the
// coach's rating. Numbers come once the match has kicked off; the squad never scores more than the
// team did. Each write recomputes the player's totals.
export const playerMatches = defineResource({
  name: 'playerMatches',
  route: '/playerMatches',
  menu: { group: 'matches', icon: 'SportsSoccer', order: 3 },
  recordRepresentation: 'role',
  fields: {
    matchId: f.reference('matches', { required: true }),
    // The match's kick-off and opponent (kept by the server): a parent, who does not read the matches, sees which one.
    kickoffAt: f.datetime({ readOnly: true }),
    opponent: f.text({ readOnly: true, maxLength: 120 }),
    playerId: f.reference('players', { required: true }),
    role: f.enum(['starter', 'substitute', 'unused'], { required: true, default: 'starter' }),
    minutesPlayed: f.integer({ min: 0, max: 130, default: 0 }),
    goals: f.integer({ min: 0, max: 20, default: 0 }),
    assists: f.integer({ min: 0, max: 20, default: 0 }),
    yellowCards: f.integer({ min: 0, max: 2, default: 0 }),
    redCards: f.integer({ min: 0, max: 1, default: 0 }),
    rating: f.decimal({ min: 1, max: 10 }),
    notes: f.text({ maxLength: 300 }),
  },
  uniqueTogether: [['matchId', 'playerId']],
  scope: { owners: ['playerId.portalUserIds'], everyone: ALL_PLAYERS },
  access: { parent: ['list', 'show'] },
  list: { columns: ['kickoffAt', 'opponent', 'playerId', 'role', 'minutesPlayed', 'goals', 'assists', 'yellowCards', 'redCards', 'rating'], sort: ['kickoffAt', 'DESC'] },
  filters: { role: { alwaysOn: true }, goals: { ops: ['gte'] }, kickoffAt: { ops: ['gte', 'lte'] } },
  checks: {
    // An injured (under treatment), suspended or inactive player is not entered in a match.
    playerAvailable: { kind: 'refersTo', field: 'playerId', where: { status: ['active'] } },
    unusedHasNone: { kind: 'override', field: 'role' },
    afterKickOff: { kind: 'override', field: 'minutesPlayed' },
    teamGoals: { kind: 'override', field: 'goals' },
  },
});
