// A check due well ahead (one past due is overdue, and overdue moves only onward), with a standard
// of its own: the period is derived from the due date, once per standard
// (api/src/overrides/complianceTrackings.ts). It starts pending, as its workflow says.
export const sample = { dueDate: '2099-06-30' };
export const fresh = ['standardId'];
