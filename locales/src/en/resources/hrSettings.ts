import type { hrSettings } from '@club/schema/resources/hrSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrSettings>({
  name: 'HR settings |||| HR settings',
  fields: {
    weekendDays: 'Weekend days',
    dailyWorkingHours: 'Working hours a day',
    graceMinutes: 'Grace before lateness (minutes)',
    annualLeaveDays: 'Annual leave (days a year)',
    annualLeaveDaysAfterFiveYears: 'Annual leave after five years (days)',
    sickLeaveDays: 'Sick leave (days a year)',
    emergencyLeaveDays: 'Emergency leave (days a year)',
    awardIncludesAllowances: 'End-of-service award includes allowances',
    contractReminderDays: 'Contract end reminder (days ahead)',
    hrEmail: 'HR mailbox',
  },
  enums: {
    weekendDays: { sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday' },
  },
});
