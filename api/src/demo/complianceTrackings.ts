import type { DemoSeed } from './demo-seed';
import { demoPdf } from './parts/pdf';

// [standard index, due (days from today), status, findings]
const CHECKS: readonly (readonly [number, number, string, string | undefined])[] = [
  [0, -40, 'compliant', undefined],
  [1, -20, 'compliant', undefined],
  [2, -15, 'nonCompliant', 'تجاوز الصرف على النقل الميزانية بنسبة 18% دون موافقة موثقة.'],
  [3, -6, 'compliant', undefined],
  [4, -200, 'compliant', undefined],
  [5, -3, 'nonCompliant', 'انتهت صلاحية طفايتين في الصالة المغلقة، ولوحة المخرج فوق البوابة 4 غير مضاءة.'],
  [6, 12, 'pending', undefined],
  [7, 25, 'pending', undefined],
  [8, 4, 'inProgress', undefined],
  [9, 30, 'inProgress', undefined],
  [10, -10, 'pending', undefined],
  [11, 45, 'pending', undefined],
  [12, -2, 'inProgress', undefined],
  [8, -35, 'compliant', undefined],
];

// This year's checks: several done with their evidence, two found wanting with the corrective
// action, some coming due (their owners reminded by the hourly job), two overdue.
export const demo: DemoSeed = (ctx) => {
  const standards = ctx.ids('complianceStandards');
  const users = ctx.ids('users');
  return CHECKS.map(([standard, due, status, findings], index) => ({
    standardId: standards[standard],
    dueDate: ctx.dateFromToday(due),
    ownerId: users[index % Math.min(users.length, 4)],
    status: due < 0 && status === 'inProgress' ? 'inProgress' : status,
    evidence: status === 'compliant' ? [demoPdf(`evidence-${index + 1}.pdf`, ['Compliance evidence', `Check ${index + 1}`, 'Signed and stamped by the responsible department.'])] : undefined,
    findings,
    correctiveAction: findings ? 'استبدال أو إصلاح ما رُصد وإعادة الفحص، مع رفع تقرير إلى مسؤول الامتثال.' : undefined,
    correctiveDueDate: findings ? ctx.dateFromToday(14) : undefined,
  }));
};
