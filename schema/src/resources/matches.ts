import { defineResource, f } from '../index';

// A match (SPEC §2 /matches): competition, opponent, home or away, kick-off, then the score. Its
// status moves scheduled → live → completed (or postponed, cancelled); the score is given once the
// match has kicked off, and the result follows from it.
export const matches = defineResource({
  name: 'matches',
  route: '/matches',
  menu: { group: 'matches', icon: 'EmojiEvents', order: 1 },
  recordRepresentation: ['opponent', 'kickoffAt'],
  fields: {
    teamId: f.reference('teams', { required: true }),
    competition: f.enum(['league', 'cup', 'friendly', 'tournament', 'academyLeague'], { required: true }),
    competitionName: f.text({ maxLength: 120, search: true }),
    opponent: f.text({ required: true, maxLength: 120, search: true }),
    homeAway: f.enum(['home', 'away', 'neutral'], { required: true, default: 'home' }),
    venue: f.text({ maxLength: 160 }),
    facilityId: f.reference('facilities'),
    kickoffAt: f.datetime({ required: true }),
    status: f.enum(['scheduled', 'live', 'completed', 'postponed', 'cancelled'], { required: true, default: 'scheduled' }),
    goalsFor: f.integer({ min: 0, max: 50 }),
    goalsAgainst: f.integer({ min: 0, max: 50 }),
    result: f.enum(['win', 'draw', 'loss'], { readOnly: true }),
    referee: f.text({ maxLength: 120 }),
    attendance: f.integer({ min: 0, max: 100_000 }),
    notes: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['kickoffAt', 'teamId', 'opponent', 'competition', 'homeAway', 'goalsFor', 'goalsAgainst', 'result', 'status'], sort: ['kickoffAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, teamId: { alwaysOn: true }, competition: {}, homeAway: {}, result: {}, kickoffAt: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    // A match played already is recorded completed, with its score.
    initial: ['scheduled', 'completed'],
    // A completed match keeps its score open to correction; a cancelled one no longer changes.
    final: ['cancelled'],
    moves: {
      'kick-off': { from: ['scheduled'], to: 'live' },
      complete: { from: ['scheduled', 'live'], to: 'completed' },
      postpone: { from: ['scheduled'], to: 'postponed' },
      reschedule: { from: ['postponed'], to: 'scheduled' },
      cancel: { from: ['scheduled', 'postponed'], to: 'cancelled' },
    },
  },
  checks: {
    squadGoals: { kind: 'override', field: 'goalsFor' },
    kickedOff: { kind: 'notFuture', field: 'kickoffAt', when: { status: ['live', 'completed'] } },
    goalsForNeeded: { kind: 'required', field: 'goalsFor', when: { status: ['completed'] } },
    goalsAgainstNeeded: { kind: 'required', field: 'goalsAgainst', when: { status: ['completed'] } },
    // Before kick-off no goal is scored (a 0 is let through: the vocabulary has no "empty when").
    noGoalsForYet: { kind: 'atMost', field: 'goalsFor', than: 0, when: { status: ['scheduled', 'postponed', 'cancelled'] } },
    noGoalsAgainstYet: { kind: 'atMost', field: 'goalsAgainst', than: 0, when: { status: ['scheduled', 'postponed', 'cancelled'] } },
  },
});
