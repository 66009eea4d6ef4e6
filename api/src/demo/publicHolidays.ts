import type { DemoSeed } from './demo-seed';

// The year before the seeded ones (2026 and 2027 come with the installation): the club's
// holidays of 2025 as the Ministry of Human Resources announced them for the private sector (the
// Eids by the Umm al-Qura calendar: al-Fitr from the day after 29 Ramadan, al-Adha from the day of Arafah).
const HOLIDAYS = [
  ['Founding Day', 'يوم التأسيس', '2025-02-22', '2025-02-22'],
  ['Eid al-Fitr', 'عيد الفطر', '2025-03-30', '2025-04-02'],
  ['Eid al-Adha', 'عيد الأضحى', '2025-06-05', '2025-06-08'],
  ['National Day', 'اليوم الوطني', '2025-09-23', '2025-09-23'],
] as const;

export const demo: DemoSeed = () => HOLIDAYS.map(([name, nameAr, firstDay, lastDay]) => ({ name, nameAr, firstDay, lastDay }));
