// A day's check-in and check-out (the check-out after it: declared).
export const sample = { checkIn: '08:05', checkOut: '16:10' };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
