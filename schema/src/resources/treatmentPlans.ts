import { defineResource, f } from '../index';

// A player's treatment plan (SPEC §2 /treatmentPlans): its phase and expected return date. While a
// plan is active the player shows as injured; when the last one ends they are active again.
export const treatmentPlans = defineResource({
  name: 'treatmentPlans',
  route: '/treatmentPlans',
  menu: { group: 'clinics', icon: 'Healing', order: 3 },
  recordRepresentation: 'title',
  fields: {
    playerId: f.reference('players', { required: true }),
    medicalRecordId: f.reference('medicalRecords'),
    title: f.text({ required: true, maxLength: 160, search: true }),
    therapistName: f.text({ maxLength: 120 }),
    startDate: f.date({ required: true }),
    expectedReturnDate: f.date({ required: true }),
    phase: f.enum(['acute', 'rehabilitation', 'reconditioning', 'returnToTraining', 'returnToPlay'], { required: true, default: 'acute' }),
    sessionsPerWeek: f.integer({ min: 1, max: 14, default: 3 }),
    phasesPlan: f.longText({ maxLength: 5000 }),
    status: f.enum(['active', 'completed', 'cancelled'], { required: true, default: 'active' }),
    completedOn: f.date({ readOnly: true }),
  },
  access: { manager: ['list', 'show'] },
  list: { columns: ['playerId', 'title', 'phase', 'startDate', 'expectedReturnDate', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, phase: { alwaysOn: true }, expectedReturnDate: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['active'],
    final: ['completed', 'cancelled'],
    moves: {
      complete: { from: ['active'], to: 'completed', stamps: { at: 'completedOn' } },
      cancel: { from: ['active'], to: 'cancelled' },
    },
  },
  checks: {
    ownPlayersRecord: { kind: 'override', field: 'medicalRecordId' },
    returnAfterStart: { kind: 'after', field: 'expectedReturnDate', than: 'startDate', orSame: true },
  },
});
