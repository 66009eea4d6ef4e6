import type { attendanceRecords } from '@club/schema/resources/attendanceRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof attendanceRecords>({
  name: 'Attendance record |||| Attendance',
  fields: {
    employeeId: 'Employee',
    date: 'Date',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    source: 'Source',
    notes: 'Notes',
    status: 'Status',
    lateMinutes: 'Minutes late',
    earlyLeaveMinutes: 'Minutes left early',
    workedHours: 'Hours worked',
  },
  enums: {
    source: { manual: 'Manual', biometric: 'Fingerprint', mobile: 'Mobile app' },
    status: { present: 'Present', late: 'Late', absent: 'Absent', incomplete: 'No check-out', dayOff: 'Day off' },
  },
  rules: {
    checkOutAfterCheckIn: 'The check-out comes after the check-in',
    checkInFirst: 'A check-out needs a check-in',
    oncePerDay: 'The employee already has an attendance record for this day',
  },
});
