import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), grace minutes, overtime allowed, remote work, exempt from attendance, notes]
const SETTINGS = [
  [0, null, false, true, true, 'Executive director: exempt from attendance.'],
  [19, null, false, false, true, 'المدرب الرئيسي: جدول المعسكرات والمباريات.'],
  [5, 30, true, true, false, 'On call for the systems at night.'],
  [15, 20, true, true, false, null],
  [16, 5, true, false, false, 'Drivers: strict start times.'],
  [17, 5, true, false, false, null],
  [9, null, true, false, false, null],
  [13, 20, true, false, false, 'تغطية المباريات المسائية.'],
  [14, 20, true, false, false, null],
  [3, 15, true, true, false, 'Finance: overtime at month-end only.'],
  [4, 15, false, true, false, null],
  [8, 10, true, false, false, null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return SETTINGS.map(([employee, graceMinutes, overtimeAllowed, remoteWorkAllowed, attendanceExempt, notes]) => ({
    employeeId: employees[employee],
    graceMinutes: graceMinutes ?? undefined,
    overtimeAllowed,
    remoteWorkAllowed,
    attendanceExempt,
    notes: notes ?? undefined,
  }));
};
