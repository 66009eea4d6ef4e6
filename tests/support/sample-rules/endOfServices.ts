// The last working day comes after the employee's hire date (declared on the referenced employee, which the samples do not follow).
export const sample = { lastWorkingDay: '2030-06-30' };
// One employee's records would meet each other's limits: each sample gets its own employee.
export const fresh = ['employeeId'];
