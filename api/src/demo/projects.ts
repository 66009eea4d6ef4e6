import type { DemoSeed } from './demo-seed';

// [English, Arabic, priority, status, start (days from today), length (days), budget, spent share]
const PROJECTS: readonly (readonly [string, string, string, string, number, number, number, number])[] = [
  ['New academy management system', 'نظام إدارة الأكاديمية الجديد', 'high', 'active', -90, 180, 450_000, 0.55],
  ['Stadium floodlights upgrade to LED', 'تحويل إنارة الملعب إلى LED', 'critical', 'active', -60, 120, 1_200_000, 0.7],
  ['Summer camp 2027', 'المعسكر الصيفي 2027', 'medium', 'planning', 20, 75, 320_000, 0],
  ['Fan zone at the north stand', 'منطقة الجماهير في المدرج الشمالي', 'medium', 'onHold', -30, 150, 780_000, 0.12],
  ['Women\u2019s football team launch', 'إطلاق فريق كرة القدم النسائية', 'high', 'active', -120, 240, 950_000, 0.4],
  ['Club museum and trophy room', 'متحف النادي وغرفة الكؤوس', 'low', 'planning', 45, 200, 600_000, 0],
  ['ZATCA e-invoicing phase 2 readiness', 'الجاهزية للمرحلة الثانية من الفوترة الإلكترونية', 'critical', 'active', -20, 90, 150_000, 0.2],
  ['Youth scouting network in the Eastern Province', 'شبكة اكتشاف المواهب في المنطقة الشرقية', 'medium', 'active', -75, 365, 400_000, 0.3],
  ['Gym equipment renewal', 'تجديد أجهزة الصالة الرياضية', 'low', 'onHold', -10, 60, 280_000, 0],
  ['Pitch 3 artificial turf', 'العشب الصناعي للملعب الثالث', 'high', 'completed', -300, 120, 900_000, 0.98],
  ['Membership card redesign', 'إعادة تصميم بطاقة العضوية', 'low', 'completed', -200, 45, 35_000, 1.05],
  ['Hotel partnership for away trips', 'شراكة فندقية لرحلات المباريات', 'medium', 'cancelled', -150, 90, 60_000, 0.05],
  ['Solar panels on the academy roof', 'ألواح شمسية على سطح الأكاديمية', 'medium', 'cancelled', -100, 180, 700_000, 0],
];

/** What each project has spent so far, as a share of its budget, from its first days: charged to it by the journal (journalEntries.ts). */
export const PROJECT_SPENDING = PROJECTS.map(([, nameAr, , , start, , budget, share]) => ({ nameAr, start, amount: Math.round(budget * share) }));

// The club's projects: active, planned, on hold, completed (one a little over budget) and
// cancelled; tasks of the open ones name them.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return PROJECTS.map(([name, nameAr, priority, status, start, length, budget, share], index) => ({
    name,
    nameAr,
    description: `${nameAr}.`,
    ownerId: users[index % Math.min(users.length, 5)],
    departmentId: ctx.pick('departments'),
    startDate: ctx.dateFromToday(start),
    endDate: ctx.dateFromToday(start + length),
    budget,
    priority,
    status,
  }));
};
