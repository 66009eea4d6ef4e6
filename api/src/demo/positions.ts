import type { DemoSeed } from './demo-seed';

// [title, Arabic title, department (index of the demo departments), grade, headcount]
const POSITIONS = [
  ['Executive Director', 'المدير التنفيذي', 0, 15, 1],
  ['HR Manager', 'مدير الموارد البشرية', 1, 12, 1],
  ['HR Specialist', 'أخصائي موارد بشرية', 1, 8, 3],
  ['Accountant', 'محاسب', 2, 8, 4],
  ['Systems Administrator', 'مسؤول أنظمة', 3, 9, 2],
  ['Head Coach', 'مدرب رئيسي', 4, 11, 4],
  ['Assistant Coach', 'مساعد مدرب', 4, 7, 8],
  ['Girls Fitness Coach', 'مدربة لياقة', 5, 7, 3],
  ['Facilities Supervisor', 'مشرف مرافق', 6, 8, 2],
  ['Maintenance Technician', 'فني صيانة', 7, 5, 6],
  ['Storekeeper', 'أمين مستودع', 8, 5, 3],
  ['Physiotherapist', 'أخصائي علاج طبيعي', 9, 9, 3],
  ['Media Officer', 'مسؤول إعلام', 10, 7, 2],
  ['Bus Driver', 'سائق حافلة', 11, 4, 6],
] as const;

export const demo: DemoSeed = (ctx) => {
  const departments = ctx.ids('departments');
  return POSITIONS.map(([title, titleAr, department, grade, headcount]) => ({ title, titleAr, departmentId: departments[department], grade, headcount }));
};
