import { defineResource, f } from '../index';

// A player's contract (SPEC §2 /playerContracts): type, dates, value and clauses. A player has one
// contract in force at a time; draft → active → expired or terminated; the team's head coach and
// the administrators are emailed before one in force ends (job `playerContracts.endReminders`).
export const playerContracts = defineResource({
  name: 'playerContracts',
  route: '/playerContracts',
  menu: { group: 'players', icon: 'Description', order: 8 },
  recordRepresentation: 'contractNo',
  fields: {
    contractNo: f.sequence({ prefix: 'PC' }),
    playerId: f.reference('players', { required: true }),
    type: f.enum(['professional', 'amateur', 'youth', 'loan', 'scholarship'], { required: true }),
    startDate: f.date({ required: true, hijri: true }),
    endDate: f.date({ required: true, hijri: true }),
    monthlySalary: f.money({ min: 0, max: 10_000_000, default: 0 }),
    signingBonus: f.money({ min: 0, max: 100_000_000, default: 0 }),
    // Monthly salary over the contract's whole months, plus the signing bonus.
    totalValue: f.money({ readOnly: true }),
    releaseClause: f.money({ min: 0, max: 1_000_000_000 }),
    agentName: f.text({ maxLength: 120 }),
    clauses: f.longText({ maxLength: 10_000 }),
    status: f.enum(['draft', 'active', 'expired', 'terminated'], { required: true, default: 'draft' }),
    document: f.file({ types: ['application/pdf', 'image/*'], maxSize: 10 * 1024 * 1024 }),
    reminderSentFor: f.date({ readOnly: true }),
  },
  list: { columns: ['contractNo', 'playerId', 'type', 'startDate', 'endDate', 'totalValue', 'status'], sort: ['endDate', 'ASC'] },
  filters: { status: { alwaysOn: true }, type: { alwaysOn: true }, endDate: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    // A contract signed already is recorded in force.
    initial: ['draft', 'active'],
    final: ['expired', 'terminated'],
    // One in force still changes, yet is kept: only a draft is deleted.
    deletable: ['draft'],
    moves: {
      activate: { from: ['draft'], to: 'active' },
      expire: { from: ['active'], to: 'expired' },
      terminate: { from: ['draft', 'active'], to: 'terminated' },
    },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endDate', than: 'startDate' },
  },
  constraints: {
    // Under one lock per player: two contracts put in force at once take turns.
    oneInForce: { kind: 'noOverlap', start: 'startDate', end: 'endDate', per: ['playerId'], when: { status: ['active'] } },
  },
});
