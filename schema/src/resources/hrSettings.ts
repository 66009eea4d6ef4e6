import { defineResource, f } from '../index';
import { WEEK_DAYS } from './workSchedules';

// The HR unit's one row of settings (SPEC §2 /hr/SettingOverall): the week-end, the working day,
// the yearly leave entitlements each new employee's balances open with, and the end-of-service wage basis.
export const hrSettings = defineResource({
  name: 'hrSettings',
  route: '/hr/SettingOverall',
  menu: { group: 'hr', icon: 'AdminPanelSettings', order: 90 },
  recordRepresentation: 'dailyWorkingHours',
  serverRows: true,
  singleton: true,
  fields: {
    weekendDays: f.multiEnum(WEEK_DAYS, { required: true, default: ['friday', 'saturday'] }),
    dailyWorkingHours: f.decimal({ required: true, min: 1, max: 12, default: 8 }),
    graceMinutes: f.integer({ required: true, min: 0, max: 120, default: 15 }),
    // Saudi labour law: 21 days a year, 30 after five years of service (art. 109).
    annualLeaveDays: f.integer({ required: true, min: 21, max: 60, default: 21 }),
    annualLeaveDaysAfterFiveYears: f.integer({ required: true, min: 30, max: 60, default: 30 }),
    sickLeaveDays: f.integer({ required: true, min: 0, max: 120, default: 30 }),
    emergencyLeaveDays: f.integer({ required: true, min: 0, max: 30, default: 5 }),
    // Whether the allowances count in the wage an end-of-service award is computed on (art. 2: the actual wage).
    awardIncludesAllowances: f.boolean({ default: true }),
    // Contracts ending within this many days are announced to HR's mailbox and the employee's manager.
    contractReminderDays: f.integer({ required: true, min: 7, max: 180, default: 60 }),
    hrEmail: f.email({ maxLength: 254 }),
  },
  list: { columns: ['dailyWorkingHours', 'annualLeaveDays', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
});
