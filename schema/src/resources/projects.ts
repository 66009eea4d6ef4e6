import { defineResource, f } from '../index';

// The club's projects (SPEC §2 /Project and /Project/, sidebar "Projects"): an owner and a
// department, dates, budget and what the ledger charged to it, priority and status; its tasks name it, and its progress is
// the share of them done (derived by the server). A project is completed only with no task open.
export const projects = defineResource({
  name: 'projects',
  route: '/Project',
  menu: { group: 'internalOps', icon: 'AccountTree', order: 5 },
  recordRepresentation: ['code', 'name'],
  fields: {
    code: f.sequence({ prefix: 'PRJ' }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ required: true, maxLength: 160, search: true }),
    description: f.longText({ maxLength: 4000 }),
    ownerId: f.reference('users', { required: true }),
    departmentId: f.reference('departments'),
    startDate: f.date({ required: true, default: 'now' }),
    endDate: f.date(),
    budget: f.money({ min: 0, max: 1_000_000_000, default: 0 }),
    // What the general ledger charged to it: its posted lines, debits less credits (a rollup).
    spent: f.money({ readOnly: true, default: 0 }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    status: f.enum(['planning', 'active', 'onHold', 'completed', 'cancelled'], { required: true, default: 'planning' }),
    // Percent of its tasks done, cancelled ones left out (api/src/overrides/tasks.ts keeps it).
    progress: f.integer({ readOnly: true, min: 0, max: 100, default: 0 }),
    openTasks: f.integer({ readOnly: true, min: 0, default: 0 }),
  },
  workflow: {
    field: 'status',
    initial: ['planning', 'active'],
    final: ['completed', 'cancelled'],
    moves: {
      start: { from: ['planning', 'onHold'], to: 'active' },
      hold: { from: ['active'], to: 'onHold' },
      complete: { from: ['active'], to: 'completed' },
      cancel: { from: ['planning', 'active', 'onHold'], to: 'cancelled' },
    },
  },
  rollups: {
    spent: { kind: 'sum', of: 'journalLines', via: 'projectId', field: 'net', where: { posted: true }, into: 'spent' },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true },
    noOpenTasks: { kind: 'override', field: 'status' },
  },
  list: { columns: ['code', 'name', 'ownerId', 'startDate', 'endDate', 'priority', 'status', 'progress'], sort: ['startDate', 'DESC'], searchParameters: false },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, ownerId: {}, departmentId: {} },
});
