import { defineResource, f } from '../index';
import { ALL_PLAYERS } from './players';

// A player's periodic evaluation (SPEC §2 /playerDevelopment): technical, tactical, physical and
// mental scores from 1 to 10 by a coach, the overall score their mean (kept by the server), never
// dated in the future.
export const playerDevelopment = defineResource({
  name: 'playerDevelopment',
  route: '/playerDevelopment',
  menu: { group: 'academy', icon: 'Insights', order: 3 },
  recordRepresentation: 'evaluatedOn',
  fields: {
    playerId: f.reference('players', { required: true }),
    evaluatorId: f.reference('coaches', { required: true }),
    evaluatedOn: f.date({ required: true }),
    period: f.enum(['monthly', 'quarterly', 'midSeason', 'endOfSeason'], { required: true, default: 'quarterly' }),
    technical: f.integer({ required: true, min: 1, max: 10 }),
    tactical: f.integer({ required: true, min: 1, max: 10 }),
    physical: f.integer({ required: true, min: 1, max: 10 }),
    mental: f.integer({ required: true, min: 1, max: 10 }),
    overall: f.decimal({ readOnly: true }),
    strengths: f.longText({ maxLength: 2000 }),
    areasToImprove: f.longText({ maxLength: 2000 }),
    goals: f.longText({ maxLength: 2000 }),
  },
  scope: { owners: ['playerId.portalUserIds'], everyone: ALL_PLAYERS },
  access: { parent: ['list', 'show'] },
  list: { columns: ['playerId', 'evaluatedOn', 'period', 'technical', 'tactical', 'physical', 'mental', 'overall', 'evaluatorId'], sort: ['evaluatedOn', 'DESC'] },
  filters: { period: { alwaysOn: true }, evaluatorId: {}, evaluatedOn: { ops: ['gte', 'lte'] }, overall: { ops: ['gte', 'lte'] } },
  checks: {
    evaluatedNotFuture: { kind: 'notFuture', field: 'evaluatedOn' },
  },
});
