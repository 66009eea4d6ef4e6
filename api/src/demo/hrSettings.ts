import type { DemoSeed } from './demo-seed';

export const demo: DemoSeed = () => [
  { weekendDays: ['friday', 'saturday'], dailyWorkingHours: 8, graceMinutes: 15, awardIncludesAllowances: true, contractReminderDays: 60, hrEmail: 'hr@club.sa',
    // The club's establishment as its bank's WPS salary file names it (Al Rajhi).
    wpsMolEstablishmentId: '1-1234567', wpsBankEstablishmentId: '4001234567', wpsEstablishmentIban: 'SA0380000000608010167519' },
];
