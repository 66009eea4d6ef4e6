import type { DemoSeed } from './demo-seed';

type Enrolment = readonly [employee: number, status: string, score?: number];

// [title, Arabic title, category, provider, mode, starts, ends (days from today), hours, seats, cost, status, enrolments]
const COURSES: readonly (readonly [string, string, string, string, string, number, number, number, number, number, string, readonly Enrolment[]])[] = [
  ['AFC C Coaching Licence', 'رخصة التدريب الآسيوية C', 'coaching', 'Saudi Arabian Football Federation', 'classroom', -90, -80, 60, 20, 4500, 'completed', [[6, 'passed', 88], [7, 'passed', 79], [18, 'failed', 52]]],
  ['First Aid and CPR', 'الإسعافات الأولية والإنعاش', 'medical', 'Saudi Red Crescent Authority', 'classroom', -30, -30, 8, 25, 350, 'completed', [[9, 'passed', 92], [10, 'passed', 85], [12, 'attended'], [16, 'passed', 90]]],
  ['Sports Injury Rehabilitation', 'تأهيل الإصابات الرياضية', 'medical', 'Aspetar (online)', 'online', -10, 20, 24, 10, 2800, 'inProgress', [[13, 'enrolled'], [14, 'enrolled']]],
  ['Stadium Safety Management', 'إدارة السلامة في الملاعب', 'safety', 'Civil Defense Training Centre', 'classroom', 15, 17, 18, 15, 1200, 'open', [[9, 'enrolled'], [10, 'enrolled']]],
  ['Leadership for New Managers', 'القيادة للمديرين الجدد', 'leadership', 'Institute of Public Administration', 'classroom', 30, 34, 30, 12, 6000, 'open', [[1, 'enrolled'], [3, 'enrolled'], [15, 'withdrawn']]],
  ['Business English', 'اللغة الإنجليزية للأعمال', 'language', 'British Council Riyadh', 'online', 5, 95, 40, 15, 3200, 'open', [[4, 'enrolled'], [12, 'enrolled']]],
  ['ZATCA e-Invoicing', 'الفوترة الإلكترونية (زاتكا)', 'compliance', 'ZATCA Academy', 'online', -60, -59, 6, 30, 0, 'completed', [[3, 'passed', 95], [4, 'passed', 88]]],
  ['HVAC Maintenance Basics', 'أساسيات صيانة التكييف', 'technical', 'Carrier Training Centre', 'onTheJob', -20, -15, 20, 8, 1800, 'completed', [[10, 'passed', 81], [11, 'withdrawn']]],
  ['Video Analysis for Coaches', 'تحليل الفيديو للمدربين', 'coaching', 'Hudl Academy', 'online', 45, 50, 12, 20, 900, 'planned', []],
  ['Personal Data Protection Law', 'نظام حماية البيانات الشخصية', 'compliance', 'SDAIA', 'online', 60, 60, 4, 50, 0, 'planned', []],
  ['Defensive Driving', 'القيادة الوقائية', 'safety', 'Saudi Driving School', 'classroom', -5, -4, 10, 12, 700, 'completed', [[16, 'passed', 87]]],
  ['Goalkeeping Coaching Level 1', 'تدريب حراس المرمى المستوى 1', 'coaching', 'Saudi Arabian Football Federation', 'classroom', -200, -195, 30, 16, 3500, 'cancelled', []],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return COURSES.map(([title, titleAr, category, provider, mode, starts, ends, hours, seats, cost, status, enrolments]) => ({
    title,
    titleAr,
    category,
    provider,
    mode,
    startDate: ctx.dateFromToday(starts),
    endDate: ctx.dateFromToday(ends),
    hours,
    seats,
    cost,
    status,
    enrolments: enrolments.map(([employee, enrolmentStatus, score]) => ({ employeeId: employees[employee], status: enrolmentStatus, score })),
  }));
};
