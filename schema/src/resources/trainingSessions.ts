import { defineResource, f } from '../index';

// A training session (SPEC §2 /trainingSessions): a team, its coach and place at a time. A coach,
// like a pitch or hall, is never booked on two sessions that overlap, nor the place on a confirmed
// booking (one lock per coach and per place, shared with the bookings). Attendance is taken for the
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
    presentCount: f.integer({ readOnly: true, default: 0 }),
    absentCount: f.integer({ readOnly: true, default: 0 }),
    notes: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['title', 'teamId', 'coachId', 'facilityId', 'startsAt', 'durationMinutes', 'type', 'presentCount', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, teamId: { alwaysOn: true }, coachId: {}, facilityId: {}, type: {}, startsAt: { ops: ['gte', 'lte'] } },
  indexes: [['coachId', 'startsAt'], ['facilityId', 'startsAt']],
  // A new session from a free hour takes that hour as its length (its end is derived).
  calendar: { start: 'startsAt', end: 'endsAt', duration: 'durationMinutes', per: 'facilityId' },
  actions: {
    // The whole squad's attendance in one body: { entries: [{ playerId, status, minutesLate?, notes? }] }.
    attendance: { permission: 'edit', when: { status: ['scheduled', 'completed'] }, button: false },
  },
  workflow: {
    field: 'status',
    // A session held already is recorded as completed; one called off, as cancelled.
    initial: ['scheduled', 'completed', 'cancelled'],
    moves: {
      complete: { from: ['scheduled'], to: 'completed' },
      cancel: { from: ['scheduled'], to: 'cancelled' },
      reschedule: { from: ['completed', 'cancelled'], to: 'scheduled' },
    },
  },
  checks: {
    completedOnceStarted: { kind: 'notFuture', field: 'startsAt', when: { status: ['completed'] } },
    planOfTeam: { kind: 'override', field: 'planId' },
    withinPlan: { kind: 'override', field: 'startsAt' },
    // The attendance action's body (told on its entries).
    attendanceEntries: { kind: 'override', field: 'presentCount' },
    attendanceEntry: { kind: 'override', field: 'presentCount' },
  },
  constraints: {
    // Its end is derived from its start and duration before the rules judge it (its override's `prepare`).
    coachFree: { kind: 'noOverlap', start: 'startsAt', end: 'endsAt', per: ['coachId'], when: { status: ['scheduled', 'completed'] } },
    placeFree: {
      kind: 'noOverlap', start: 'startsAt', end: 'endsAt', per: ['facilityId'], when: { status: ['scheduled', 'completed'] },
      with: [{ resource: 'facilityBookings', start: 'startsAt', end: 'endsAt', when: { status: ['confirmed', 'completed'] } }],
    },
  },
  rollups: {
    presentCount: { kind: 'count', of: 'playerTrainingAttendance', via: 'sessionId', where: { status: ['present', 'late'] }, into: 'presentCount' },
    absentCount: { kind: 'count', of: 'playerTrainingAttendance', via: 'sessionId', where: { status: ['absent'] }, into: 'absentCount' },
  },
});
