import type { DemoSeed } from './demo-seed';

type Step = readonly [label: string, role: string | null, user: number | null, minimumAmount?: number];

/** The steps' names in Arabic. */
const ARABIC: Readonly<Record<string, string>> = {
  'Direct manager': 'المدير المباشر',
  'HR manager': 'مدير الموارد البشرية',
  'Executive director': 'المدير التنفيذي',
  'HR officer': 'أخصائي الموارد البشرية',
  Finance: 'الإدارة المالية',
  Warehouses: 'المستودعات',
  'Administrative affairs director': 'مدير الشؤون الإدارية',
};

// [name, Arabic name, request type, steps: [label, role key, or user (index of the demo users), from an amount on]]
const ROUTES: readonly (readonly [string, string, string, readonly Step[], boolean?])[] = [
  ['Annual leave', 'الإجازة السنوية', 'annualLeave', [['Direct manager', 'manager', null], ['HR manager', null, 11]]],
  ['Sick leave', 'الإجازة المرضية', 'sickLeave', [['HR manager', null, 11]]],
  ['Emergency leave', 'الإجازة الاضطرارية', 'emergencyLeave', [['Direct manager', 'manager', null]]],
  ['Unpaid leave', 'الإجازة بدون راتب', 'unpaidLeave', [['Direct manager', 'manager', null], ['HR manager', null, 11], ['Executive director', null, 3]]],
  ['Other leave (Hajj, maternity, marriage…)', 'الإجازات الأخرى (حج، أمومة، زواج…)', 'otherLeave', [['Direct manager', 'manager', null], ['HR manager', null, 11]]],
  ['Salary letter', 'خطاب تعريف بالراتب', 'salaryLetter', [['HR officer', 'admin', null]]],
  ['Salary advance', 'سلفة على الراتب', 'salaryAdvance', [['HR manager', null, 11], ['Finance', null, 19]]],
  ['Custody request', 'طلب عهدة', 'custody', [['Direct manager', 'manager', null], ['Warehouses', null, 6]]],
  ['Short leave (permission)', 'الاستئذان', 'permission', [['Direct manager', 'manager', null]]],
  ['Overtime', 'العمل الإضافي', 'overtime', [['Direct manager', 'manager', null], ['HR manager', null, 11]]],
  ['End of service', 'نهاية الخدمة', 'endOfService', [['HR manager', null, 11], ['Finance', null, 19], ['Executive director', null, 3]]],
  ['Payroll run', 'مسير الرواتب', 'payrollRun', [['HR manager', null, 11], ['Finance', null, 19], ['Executive director', null, 3]]],
  // Every payment signed by the executive director; from SAR 40,000 by the administrative affairs director too.
  ['Payments', 'سندات الصرف', 'paymentVoucher', [['Executive director', null, 3], ['Administrative affairs director', null, 2, 40_000]]],
  // Routes replaced by the ones above, kept for the requests they decided.
  ['Annual leave (until 2025)', 'الإجازة السنوية (حتى 2025)', 'annualLeave', [['HR manager', null, 11]], false],
  ['Salary advance (one step)', 'سلفة على الراتب (خطوة واحدة)', 'salaryAdvance', [['Finance', null, 19]], false],
];

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return ROUTES.map(([name, nameAr, requestType, steps, active = true]) => ({
    name,
    nameAr,
    requestType,
    active,
    description: `عدد الخطوات: ${steps.length} (${steps.map(([label]) => ARABIC[label]).join('، ثم ')})`,
    steps: steps.map(([label, role, user, minimumAmount]) => ({ label, labelAr: ARABIC[label], approverRoleId: role ?? undefined, approverUserId: user === null ? undefined : users[user], minimumAmount })),
  }));
};
