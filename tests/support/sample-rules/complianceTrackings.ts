// A pending check due well ahead (one past due is overdue, and overdue moves only onward), with a
// standard of its own: the period is derived from the due date, once per standard
// (api/src/overrides/complianceTrackings.ts).
export const sample = { status: 'pending', dueDate: '2099-06-30' };
export const fresh = ['standardId'];
