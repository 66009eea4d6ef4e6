import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), type, date (days from today), amount, reason]
const REWARDS = [
  [6, 'bonus', -20, 3000, 'U-17 team won the regional league.'],
  [9, 'thanksCertificate', -18, 0, 'تنظيم مميز لمباراة الديربي.'],
  [13, 'bonus', -15, 1500, 'Quick response to a serious injury on the pitch.'],
  [3, 'promotionRecommendation', -40, 0, 'أداء متميز خلال إغلاق السنة المالية.'],
  [16, 'gift', -12, 500, 'Ten years of accident-free driving.'],
  [5, 'extraLeave', -30, 0, 'Night work during the system migration.'],
  [15, 'bonus', -8, 2000, 'تغطية إعلامية لافتة للموسم.'],
  [8, 'thanksCertificate', -6, 0, 'Launch of the girls futsal programme.'],
  [12, 'bonus', -5, 800, 'جرد المستودعات دون فروقات.'],
  [1, 'thanksCertificate', -3, 0, 'Recruitment season completed on time.'],
  [10, 'gift', -2, 300, 'Repairs during the heat wave.'],
  [0, 'bonus', -1, 10000, 'مكافأة نهاية الموسم.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return REWARDS.map(([employee, type, day, amount, reason]) => ({ employeeId: employees[employee], type, date: ctx.dateFromToday(day), amount, reason }));
};
