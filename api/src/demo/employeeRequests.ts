import type { DemoSeed } from './demo-seed';

type Decision = readonly [action: 'approve' | 'reject' | 'cancel', user: number, comment?: string];

// [employee (index of the demo employees), their user (index of the demo users), type, from, to
//  (days from today), amount, reason, then what happened: [action, by (index of the demo users), comment]]
const REQUESTS: readonly (readonly [number, number, string, number | null, number | null, number | null, string, readonly Decision[]])[] = [
  [3, 19, 'annualLeave', 10, 14, null, 'Family trip to Abha during the school holiday.', [['approve', 5], ['approve', 11, 'Enjoy your leave.']]],
  [5, 1, 'annualLeave', 30, 39, null, 'إجازة سنوية لأداء العمرة مع العائلة.', []],
  [15, 28, 'annualLeave', 20, 24, null, 'Personal matters in Jeddah.', [['approve', 5, 'Cover arranged with the media team.']]],
  [8, 30, 'sickLeave', -3, -2, null, 'تقرير طبي من مستشفى الملك فيصل التخصصي.', [['approve', 11]]],
  [13, 15, 'emergencyLeave', -10, -9, null, 'Family emergency in Hail.', [['approve', 5]]],
  [16, 37, 'unpaidLeave', 40, 44, null, 'إجازة بدون راتب لإنهاء إجراءات شخصية.', [['approve', 5], ['reject', 11, 'The transport season is at its busiest then; please choose other dates.']]],
  [9, 5, 'salaryLetter', null, null, null, 'Salary letter for a housing loan at Al Rajhi Bank.', [['approve', 2]]],
  [6, 4, 'salaryAdvance', null, null, 5000, 'سلفة لتغطية رسوم مدارس الأبناء.', []],
  [1, 11, 'custody', null, null, null, 'A laptop for the recruitment interviews.', [['approve', 5]]],
  [3, 19, 'emergencyLeave', -30, -30, null, 'Car accident paperwork.', [['cancel', 19, 'Sorted out after work hours.']]],
  [5, 1, 'sickLeave', -60, -58, null, 'مراجعة طبية.', [['reject', 11, 'No medical report was attached; please send it with a new request.']]],
  [15, 28, 'salaryLetter', null, null, null, 'خطاب تعريف للسفارة.', []],
  [13, 15, 'salaryAdvance', null, null, 3000, 'Advance for the new apartment deposit.', [['approve', 11], ['approve', 19]]],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  const assets = ctx.ids('assets');
  return REQUESTS.map(([employee, user, type, from, to, amount, reason, decisions]) => ({
    employeeId: employees[employee],
    type,
    startDate: from === null ? undefined : ctx.dateFromToday(from),
    endDate: to === null ? undefined : ctx.dateFromToday(to),
    amount: amount ?? undefined,
    assetId: type === 'custody' ? assets[0] : undefined,
    reason,
    $by: users[user],
    $actions: decisions.map(([name, by, comment]) => ({ name, by: users[by], comment })),
  }));
};
