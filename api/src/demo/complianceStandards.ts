import type { DemoSeed } from './demo-seed';

// [code, English, Arabic, authority, category, frequency, reminder days, requirement]
const STANDARDS: readonly (readonly [string, string, string, string, string, string, number, string])[] = [
  ['MOS-GOV-01', 'Annual general assembly held', 'انعقاد الجمعية العمومية السنوية', 'ministryOfSport', 'governance', 'annual', 30, 'Hold the general assembly and file its minutes with the Ministry within 30 days.'],
  ['MOS-FIN-02', 'Audited financial statements filed', 'إيداع القوائم المالية المدققة', 'ministryOfSport', 'financial', 'annual', 45, 'File the statements audited by a licensed auditor by the end of the first quarter.'],
  ['MOS-FIN-03', 'Quarterly budget report', 'تقرير الميزانية الربعي', 'ministryOfSport', 'financial', 'quarterly', 14, 'Report spending against the approved budget each quarter.'],
  ['ZATCA-VAT-01', 'VAT return filed', 'تقديم إقرار ضريبة القيمة المضافة', 'zatca', 'financial', 'quarterly', 10, 'File the VAT return and pay what is due by the last day of the month after the quarter.'],
  ['ZATCA-EINV-01', 'E-invoicing (phase 1) in use', 'الالتزام بالفوترة الإلكترونية (المرحلة الأولى)', 'zatca', 'financial', 'once', 14, 'Issue invoices electronically with the QR code; no handwritten invoices.'],
  ['CD-SAFE-01', 'Fire safety inspection', 'فحص السلامة من الحريق', 'civilDefense', 'safety', 'semiAnnual', 21, 'Extinguishers, alarms and exits inspected; the certificate kept on site.'],
  ['CD-SAFE-02', 'Evacuation drill', 'تمرين الإخلاء', 'civilDefense', 'safety', 'semiAnnual', 14, 'Run an evacuation drill of the stadium and halls and record the times.'],
  ['MUN-LIC-01', 'Municipal licence renewed', 'تجديد رخصة البلدية', 'municipality', 'safety', 'annual', 30, 'Renew the operating licence of the sports facilities.'],
  ['HRSD-WPS-01', 'Wage protection file uploaded', 'رفع ملف حماية الأجور', 'hrsd', 'labour', 'monthly', 5, 'Upload the monthly payroll file to the wage protection system.'],
  ['HRSD-SAU-01', 'Saudisation (Nitaqat) level', 'نسبة التوطين (نطاقات)', 'hrsd', 'labour', 'quarterly', 14, 'Keep the Nitaqat band at green or above.'],
  ['SDAIA-PDPL-01', 'Personal data protection review', 'مراجعة حماية البيانات الشخصية', 'sdaia', 'dataProtection', 'annual', 30, 'Review the records of processing and the consent of members and players (PDPL).'],
  ['FED-LIC-01', 'Club licence with the federation', 'رخصة النادي لدى الاتحاد', 'federation', 'sport', 'annual', 45, 'Meet the federation\u2019s club licensing criteria for the season.'],
  ['FED-ANTI-01', 'Anti-doping education delivered', 'تثقيف مكافحة المنشطات', 'federation', 'sport', 'annual', 21, 'Deliver the anti-doping session to every registered player.'],
  ['INT-POL-01', 'Conflict of interest declarations', 'إقرارات تعارض المصالح', 'other', 'governance', 'annual', 21, 'Board and executives sign their yearly declaration.'],
];

// What the club must keep, from the Ministry of Sport, ZATCA, Civil Defense, the municipality,
// HRSD, SDAIA and the federation; one internal rule no longer in force.
export const demo: DemoSeed = (ctx) =>
  STANDARDS.map(([code, title, titleAr, authority, category, frequency, reminderDays, description], index) => ({
    code,
    title,
    titleAr,
    authority,
    category,
    frequency,
    reminderDays,
    description,
    departmentId: ctx.pick('departments'),
    isActive: index !== 13,
  }));
