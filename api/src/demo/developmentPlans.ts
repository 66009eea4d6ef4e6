import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), from, to (days from today), goals, actions, progress, status, reviewer (index of the demo users)]
const PLANS = [
  [7, -120, 240, 'Earn the AFC A licence; lead the U-15 squad alone.', 'AFC A course in spring; shadow the head coach at two tournaments.', 45, 'active', 4],
  [8, -60, 300, 'بناء برنامج لياقة معتمد لأكاديمية البنات.', 'دورة تغذية رياضية، وتصميم خطة أسبوعية، وقياسات شهرية.', 30, 'active', 30],
  [14, -30, 335, 'Full SCFHS registration and independent caseload.', 'Supervised practice log, two courses on injury rehabilitation.', 20, 'active', 15],
  [5, -200, 160, 'Lead the move of the club systems to the cloud.', 'Azure fundamentals, migration runbook, weekend cut-over.', 70, 'active', 1],
  [4, -365, 0, 'الحصول على زمالة الهيئة السعودية للمراجعين والمحاسبين.', 'اجتياز اختبارين من ثلاثة خلال السنة.', 100, 'completed', 19],
  [12, -90, 270, 'Run the warehouse on barcodes end to end.', 'Scanner training; relabel the kit store.', 55, 'active', 6],
  [15, -10, 355, 'تطوير المحتوى الرقمي للنادي بالعربية والإنجليزية.', 'دورة تحرير فيديو، وخطة محتوى شهرية.', 5, 'draft', 28],
  [10, -180, 180, 'Certified HVAC technician.', 'Carrier course done; chiller controls next.', 60, 'active', 7],
  [16, -400, -35, 'Bus fleet safety lead.', 'Defensive driving; daily vehicle checks.', 80, 'cancelled', 37],
  [1, -30, 335, 'تطوير سياسات الموارد البشرية وفق نظام العمل المحدث.', 'مراجعة اللائحة الداخلية مع الشؤون القانونية.', 15, 'active', 3],
  [18, -150, 215, 'Move from assistant to head coach of the U-13.', 'Video analysis course; run sessions under review.', 40, 'active', 4],
  [3, -20, 345, 'Automate month-end closing.', 'ZATCA e-invoicing; reconciliation templates.', 10, 'active', 19],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  return PLANS.map(([employee, from, to, goals, actions, progress, status, reviewer]) => ({
    employeeId: employees[employee],
    periodStart: ctx.dateFromToday(from),
    periodEnd: ctx.dateFromToday(to),
    goals,
    actions,
    progress,
    status,
    reviewerId: users[reviewer],
  }));
};
