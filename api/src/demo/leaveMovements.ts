import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), annual leave days brought from the paper records]: the
// balance each employee in post had when the club moved its leave to the system, entered by HR as
// an adjustment (what they accrue from then on is the system's).
const CARRIED = [
  [0, 18], [1, 12.5], [2, 4], [3, 16], [4, 9], [5, 14], [6, 21], [7, 7.5], [8, 6], [9, 11], [10, 19], [12, 8], [13, 15], [14, 3], [15, 10], [16, 20], [18, 5.25], [19, 2],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return CARRIED.map(([employee, days]) => ({
    employeeId: employees[employee],
    leaveTypeId: 'annual',
    days,
    note: 'الرصيد المنقول من سجلات الإجازات الورقية عند بدء العمل بالنظام.',
  }));
};
