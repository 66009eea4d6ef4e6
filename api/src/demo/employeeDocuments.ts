import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), document, number, issued by, issued, expires (days from today)]
// Some end within the reminders' 60, 30 and 7 days, and this month, so the home card and the
// managers' reminders have something to say.
const DOCUMENTS = [
  [2, 'iqama', '2398140571', 'المديرية العامة للجوازات', -700, 6],
  [2, 'passport', 'P4471920', 'Ministry of Foreign Affairs, Cairo', -1500, 2100],
  [6, 'iqama', '2411873309', 'المديرية العامة للجوازات', -340, 27],
  [6, 'workPermit', 'WP-2026-118742', 'وزارة الموارد البشرية والتنمية الاجتماعية', -340, 27],
  [7, 'passport', 'A09218834', 'Ministry of Interior, Amman', -2900, 55],
  [7, 'iqama', '2450092718', 'المديرية العامة للجوازات', -200, 165],
  [9, 'medicalCard', 'MC-88120', 'أمانة منطقة الرياض', -330, 35],
  [10, 'drivingLicence', '1098812231', 'الإدارة العامة للمرور', -1800, 380],
  [13, 'professionalLicence', 'SCFHS-22-104477', 'الهيئة السعودية للتخصصات الصحية', -600, 130],
  [15, 'contract', 'EC-2025-0415', 'نادي صقور الرياض', -230, 135],
  [19, 'iqama', '2387701245', 'المديرية العامة للجوازات', -720, -5],
  [19, 'passport', 'GB5510283', 'HM Passport Office', -1900, 1700],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return DOCUMENTS.map(([employee, kind, number, issuedBy, issued, expires]) => ({
    employeeId: employees[employee],
    kind,
    number,
    issuedBy,
    issueDate: ctx.dateFromToday(issued),
    expiryDate: ctx.dateFromToday(expires),
  }));
};
