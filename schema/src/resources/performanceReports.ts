import { defineResource, f } from '../index';

// A player's report for a period (SPEC §2 /PerformanceReports): assembled by the server, on every
// save, from the period's attendance, matches and evaluations; the coach adds a comment, and a
// published report is no longer reassembled. Printed from its page.
export const performanceReports = defineResource({
  name: 'performanceReports',
  route: '/PerformanceReports',
  menu: { group: 'players', icon: 'Description', order: 9 },
  recordRepresentation: 'reportNo',
  document: {
    number: 'reportNo',
    facts: ['periodStart', 'periodEnd', 'status'],
    party: ['playerId'],
    body: ['sessionsTotal', 'sessionsAttended', 'attendanceRate', 'matchesPlayed', 'minutesPlayed', 'goals', 'assists', 'averageRating', 'evaluations', 'technical', 'tactical', 'physical', 'mental', 'coachComment'],
  },
  fields: {
    reportNo: f.sequence({ prefix: 'PR' }),
    playerId: f.reference('players', { required: true }),
    periodStart: f.date({ required: true }),
    periodEnd: f.date({ required: true }),
    status: f.enum(['draft', 'published'], { required: true, default: 'draft' }),
    sessionsTotal: f.integer({ readOnly: true }),
    sessionsAttended: f.integer({ readOnly: true }),
    attendanceRate: f.decimal({ readOnly: true }),
    matchesPlayed: f.integer({ readOnly: true }),
    minutesPlayed: f.integer({ readOnly: true }),
    goals: f.integer({ readOnly: true }),
    assists: f.integer({ readOnly: true }),
    averageRating: f.decimal({ readOnly: true }),
    evaluations: f.integer({ readOnly: true }),
    technical: f.decimal({ readOnly: true }),
    tactical: f.decimal({ readOnly: true }),
    physical: f.decimal({ readOnly: true }),
    mental: f.decimal({ readOnly: true }),
    coachComment: f.longText({ maxLength: 3000 }),
  },
  workflow: { field: 'status', initial: ['draft'], final: ['published'], moves: { publish: { from: ['draft'], to: 'published' } } },
  checks: {
    periodInOrder: { kind: 'after', field: 'periodEnd', than: 'periodStart', orSame: true },
    periodAtMost: { kind: 'override', field: 'periodEnd' },
  },
  list: { columns: ['reportNo', 'playerId', 'periodStart', 'periodEnd', 'attendanceRate', 'matchesPlayed', 'goals', 'averageRating', 'status'], sort: ['reportNo', 'DESC'] },
  filters: { status: { alwaysOn: true }, periodStart: { ops: ['gte', 'lte'] } },
});
