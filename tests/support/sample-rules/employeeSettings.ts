// Overtime allowed, so that the same employee's sample overtime request is taken.
export const sample = { overtimeAllowed: true, attendanceExempt: false };
