import { defineResource, f } from '../index';

// A day's attendance (SPEC §2 /hr/Preparation, تحضير): check-in and check-out times; the server
// judges them against the employee's work schedule (minutes late, minutes left early, hours
// worked, status). One record per employee and day.
export const attendanceRecords = defineResource({
  name: 'attendanceRecords',
  route: '/hr/Preparation',
  menu: { group: 'hr', icon: 'EventNote', order: 21 },
  recordRepresentation: ['employeeId', 'date'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    date: f.date({ required: true, default: 'now' }),
    checkIn: f.time(),
    checkOut: f.time(),
    source: f.enum(['manual', 'biometric', 'mobile'], { required: true, default: 'manual' }),
    notes: f.longText({ maxLength: 1000 }),
    // Derived by the server from the schedule (api/src/overrides/attendanceRecords.ts).
    status: f.enum(['present', 'late', 'absent', 'incomplete', 'dayOff'], { readOnly: true }),
    lateMinutes: f.integer({ readOnly: true }),
    earlyLeaveMinutes: f.integer({ readOnly: true }),
    workedHours: f.decimal({ readOnly: true }),
  },
  list: { columns: ['date', 'employeeId', 'checkIn', 'checkOut', 'status', 'lateMinutes', 'workedHours'], sort: ['date', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, date: { ops: ['gte', 'lte'] }, source: {} },
  indexes: [['employeeId', 'date']],
  checks: {
    checkOutAfterCheckIn: { kind: 'after', field: 'checkOut', than: 'checkIn' },
    checkInFirst: { kind: 'override', field: 'checkIn' },
  },
  constraints: {
    oncePerDay: { kind: 'unique', fields: ['employeeId', 'date'] },
  },
});
