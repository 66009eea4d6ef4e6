import type { DemoSeed } from './demo-seed';

export const demo: DemoSeed = () => [
  { weekendDays: ['friday', 'saturday'], dailyWorkingHours: 8, graceMinutes: 15, annualLeaveDays: 21, annualLeaveDaysAfterFiveYears: 30, sickLeaveDays: 30, emergencyLeaveDays: 5, awardIncludesAllowances: true, contractReminderDays: 60, hrEmail: 'hr@club.sa' },
];
