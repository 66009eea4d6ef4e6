import { defineResource, f } from '../index';

// A training session (SPEC §2 /trainingSessions): a team, its coach and place at a time. A coach,
// like a pitch or hall, is never booked on two sessions that overlap. Attendance is taken for the
// whole squad at once from the session's page (action `attendance`); the counts follow.
export const trainingSessions = defineResource({
  name: 'trainingSessions',
  route: '/trainingSessions',
  menu: { group: 'trainingSchedules', icon: 'FitnessCenter', order: 2 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 160, search: true }),
    teamId: f.reference('teams', { required: true }),
    planId: f.reference('trainingPlans'),
    coachId: f.reference('coaches', { required: true }),
    facilityId: f.reference('facilities'),
    startsAt: f.datetime({ required: true }),
    durationMinutes: f.integer({ required: true, min: 15, max: 300, default: 90 }),
    endsAt: f.datetime({ readOnly: true }),
    type: f.enum(['technical', 'tactical', 'physical', 'fitness', 'recovery', 'scrimmage'], { required: true }),
    intensity: f.enum(['low', 'medium', 'high'], { required: true, default: 'medium' }),
    status: f.enum(['scheduled', 'completed', 'cancelled'], { required: true, default: 'scheduled' }),
    presentCount: f.integer({ readOnly: true }),
    absentCount: f.integer({ readOnly: true }),
    notes: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['title', 'teamId', 'coachId', 'facilityId', 'startsAt', 'durationMinutes', 'type', 'presentCount', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, teamId: { alwaysOn: true }, coachId: {}, facilityId: {}, type: {}, startsAt: { ops: ['gte', 'lte'] } },
  indexes: [['coachId', 'startsAt'], ['facilityId', 'startsAt']],
  actions: {
    // The whole squad's attendance in one body: { entries: [{ playerId, status, minutesLate?, notes? }] }.
    attendance: { permission: 'edit', when: { status: ['scheduled', 'completed'] }, button: false },
  },
});
