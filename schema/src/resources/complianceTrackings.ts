import { defineResource, f } from '../index';

// One period's check of a compliance standard (SPEC §2 /ComplianceTrackings): due on a date, owned
// by a person, with its evidence, findings and corrective action. The period is derived from the
// due date and the standard's frequency (2026-Q3), once per standard. Compliant needs evidence;
// non-compliant needs the findings and the corrective action with its date. The owner is emailed
// once before it is due (the standard's reminder days); one past its date becomes overdue.
export const complianceTrackings = defineResource({
  name: 'complianceTrackings',
  route: '/ComplianceTrackings',
  menu: { group: 'internalOps', icon: 'FactCheck', order: 61 },
  recordRepresentation: ['standardId', 'period'],
  fields: {
    standardId: f.reference('complianceStandards', { required: true }),
    period: f.text({ readOnly: true, maxLength: 10 }),
    dueDate: f.date({ required: true }),
    ownerId: f.reference('users', { required: true }),
    status: f.enum(['pending', 'inProgress', 'compliant', 'nonCompliant', 'overdue'], { required: true, default: 'pending' }),
    evidence: f.files({ maxFiles: 5, types: ['application/pdf', 'image/*'] }),
    findings: f.longText({ maxLength: 4000 }),
    correctiveAction: f.longText({ maxLength: 4000 }),
    correctiveDueDate: f.date(),
    completedAt: f.datetime({ readOnly: true }),
    reminderSentAt: f.datetime({ readOnly: true }),
    notes: f.text({ maxLength: 500 }),
  },
  uniqueTogether: [['standardId', 'period']],
  workflow: {
    field: 'status',
    initial: ['pending', 'inProgress', 'compliant', 'nonCompliant'],
    final: ['compliant'],
    moves: {
      start: { from: ['pending', 'nonCompliant', 'overdue'], to: 'inProgress' },
      'back-to-pending': { from: ['inProgress'], to: 'pending' },
      comply: { from: ['pending', 'inProgress', 'nonCompliant', 'overdue'], to: 'compliant', stamps: { at: 'completedAt' } },
      'find-gaps': { from: ['pending', 'inProgress', 'overdue'], to: 'nonCompliant' },
      // The clock's move (the hourly job), never a person's.
      overdue: { from: ['pending', 'inProgress'], to: 'overdue', by: 'effect' },
    },
  },
  checks: {
    evidence: { kind: 'required', field: 'evidence', when: { status: ['compliant'] } },
    findings: { kind: 'required', field: 'findings', when: { status: ['nonCompliant'] } },
    correctiveAction: { kind: 'required', field: 'correctiveAction', when: { status: ['nonCompliant'] } },
    correctiveDueDate: { kind: 'required', field: 'correctiveDueDate', when: { status: ['nonCompliant'] } },
    oncePerPeriod: { kind: 'override', field: 'dueDate' },
  },
  list: { columns: ['standardId', 'period', 'dueDate', 'ownerId', 'status', 'completedAt'], sort: ['dueDate', 'ASC'] },
  filters: { status: { alwaysOn: true }, standardId: { alwaysOn: true }, ownerId: {}, dueDate: { ops: ['gte', 'lte'] } },
});
