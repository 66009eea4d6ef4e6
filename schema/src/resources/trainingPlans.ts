import { defineResource, f } from '../index';

// A team's training plan for a period (SPEC §2 /trainingPlans): objectives and focus, moving
// draft → active → completed (or cancelled); its sessions fall within its period.
export const trainingPlans = defineResource({
  name: 'trainingPlans',
  route: '/trainingPlans',
  menu: { group: 'trainingSchedules', icon: 'CalendarMonth', order: 1 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 160, search: true }),
    teamId: f.reference('teams', { required: true }),
    coachId: f.reference('coaches'),
    periodStart: f.date({ required: true }),
    periodEnd: f.date({ required: true }),
    focus: f.enum(['technical', 'tactical', 'physical', 'mental', 'recovery', 'mixed'], { required: true }),
    objectives: f.longText({ required: true, maxLength: 5000 }),
    sessionsPerWeek: f.integer({ min: 1, max: 14, default: 4 }),
    sessionCount: f.integer({ readOnly: true, default: 0 }),
    status: f.enum(['draft', 'active', 'completed', 'cancelled'], { required: true, default: 'draft' }),
  },
  list: { columns: ['title', 'teamId', 'focus', 'periodStart', 'periodEnd', 'sessionCount', 'status'], sort: ['periodStart', 'DESC'] },
  filters: { status: { alwaysOn: true }, teamId: { alwaysOn: true }, focus: {}, periodStart: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['draft', 'active'],
    final: ['completed', 'cancelled'],
    moves: {
      activate: { from: ['draft'], to: 'active' },
      complete: { from: ['active'], to: 'completed' },
      cancel: { from: ['draft', 'active'], to: 'cancelled' },
    },
  },
  checks: {
    sessionsWithinPeriod: { kind: 'override', field: 'periodStart' },
    periodOrder: { kind: 'after', field: 'periodEnd', than: 'periodStart', orSame: true },
  },
  rollups: {
    // Its sessions that still take place.
    sessionCount: { kind: 'count', of: 'trainingSessions', via: 'planId', where: { status: ['scheduled', 'completed'] }, into: 'sessionCount' },
  },
});
