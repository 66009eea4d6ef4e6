import { defineResource, f } from '../index';

// A match's statistics for each side (SPEC §2 /matchStatistics): one row for us and one for the
// opponent; shots on target never exceed shots, and both sides' possession makes 100%.
export const matchStatistics = defineResource({
  name: 'matchStatistics',
  route: '/matchStatistics',
  menu: { group: 'matches', icon: 'QueryStats', order: 2 },
  recordRepresentation: 'side',
  fields: {
    matchId: f.reference('matches', { required: true }),
    side: f.enum(['ours', 'opponent'], { required: true }),
    possession: f.integer({ min: 0, max: 100 }),
    shots: f.integer({ min: 0, max: 100, default: 0 }),
    shotsOnTarget: f.integer({ min: 0, max: 100, default: 0 }),
    corners: f.integer({ min: 0, max: 50, default: 0 }),
    fouls: f.integer({ min: 0, max: 60, default: 0 }),
    offsides: f.integer({ min: 0, max: 30, default: 0 }),
    yellowCards: f.integer({ min: 0, max: 20, default: 0 }),
    redCards: f.integer({ min: 0, max: 5, default: 0 }),
    passes: f.integer({ min: 0, max: 2000 }),
    passAccuracy: f.integer({ min: 0, max: 100 }),
  },
  uniqueTogether: [['matchId', 'side']],
  list: { columns: ['matchId', 'side', 'possession', 'shots', 'shotsOnTarget', 'corners', 'fouls', 'yellowCards', 'redCards'], sort: ['createdAt', 'DESC'] },
  filters: { side: { alwaysOn: true } },
  checks: {
    onTargetAtMostShots: { kind: 'atMost', field: 'shotsOnTarget', than: 'shots' },
    matchKickedOff: { kind: 'refersTo', field: 'matchId', where: { status: ['completed', 'live'] } },
    possessionMakes100: { kind: 'override', field: 'possession' },
  },
});
