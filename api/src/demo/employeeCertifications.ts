import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), name, kind, level, issuer, credential, issued, expires (days from today)]
const CERTIFICATIONS = [
  [6, 'AFC A Coaching Licence', 'coachingLicence', 'advanced', 'Asian Football Confederation', 'AFC-A-2015-3381', -3600, 400],
  [7, 'AFC B Coaching Licence', 'coachingLicence', 'intermediate', 'Asian Football Confederation', 'AFC-B-2021-1120', -1300, 35],
  [19, 'UEFA Pro Licence', 'coachingLicence', 'expert', 'The FA', 'UEFA-PRO-7781', -2500, 900],
  [13, 'تسجيل أخصائي علاج طبيعي', 'professionalRegistration', 'advanced', 'الهيئة السعودية للتخصصات الصحية', 'SCFHS-PT-55102', -1500, 50],
  [14, 'Physiotherapy registration', 'professionalRegistration', 'basic', 'Saudi Commission for Health Specialties', 'SCFHS-PT-80117', -500, 230],
  [9, 'First Aid and CPR', 'firstAid', 'basic', 'Saudi Red Crescent Authority', 'SRCA-FA-2026-0912', -30, 700],
  [16, 'الإسعافات الأولية', 'firstAid', 'basic', 'هيئة الهلال الأحمر السعودي', 'SRCA-FA-2024-1188', -760, -30],
  [4, 'CMA', 'professionalRegistration', 'advanced', 'Institute of Management Accountants', 'CMA-2019-441', -2200, null],
  [5, 'CCNA', 'technical', 'intermediate', 'Cisco', 'CSCO-13377', -800, 300],
  [3, 'SOCPA Fellowship', 'professionalRegistration', 'expert', 'الهيئة السعودية للمراجعين والمحاسبين', 'SOCPA-10283', -3000, 120],
  [15, 'IELTS 7.5', 'language', 'advanced', 'British Council', 'IELTS-20ME-0192', -400, 330],
  [0, 'ماجستير إدارة الأعمال', 'degree', 'expert', 'جامعة الملك سعود', 'KSU-MBA-2009-118', -6000, null],
  [10, 'HVAC Technician Certificate', 'technical', 'intermediate', 'Carrier Training Centre', 'CTC-HV-2026-27', -15, 1080],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return CERTIFICATIONS.map(([employee, name, kind, level, issuer, credentialNumber, issued, expires]) => ({
    employeeId: employees[employee],
    name,
    kind,
    level,
    issuer,
    credentialNumber,
    issueDate: ctx.dateFromToday(issued),
    expiryDate: expires === null ? undefined : ctx.dateFromToday(expires),
  }));
};
