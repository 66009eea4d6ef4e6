import { defineResource, f, SAUDI_IBAN_PATTERN } from '../index';
import { WEEK_DAYS } from './workSchedules';

// The HR unit's one row of settings (SPEC §2 /hr/SettingOverall): the week-end (the rest days a leave
// of working days leaves out, for an employee without a schedule of their own; leave entitlements are
// their types', leaveTypes), the working day, the end-of-service wage basis,
// GOSI's rates and the establishment's ids in the bank's WPS salary file.
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
    // Whether the allowances count in the wage an end-of-service award is computed on (art. 2: the actual wage).
    awardIncludesAllowances: f.boolean({ default: true }),
    // Contracts ending within this many days are announced to HR's mailbox and the employee's manager.
    contractReminderDays: f.integer({ required: true, min: 7, max: 180, default: 60 }),
    hrEmail: f.email({ maxLength: 254 }),
    // GOSI (gosi.gov.sa, "Coverages"; the Social Insurance Law of 3 July 2024): contributions on the
    // basic wage and housing, within the floor and the ceiling. Saudis: annuities and SANED (the
    // unemployment branch), each side; everyone: occupational hazards, the employer's. A Saudi
    // first registered from the new law's day pays its annuity rate, which rises each year on that
    // day by the step, to the most it reaches (9 % from 3 July 2024, 9.5 % from July 2025 … 11 %).
    gosiWageFloor: f.money({ required: true, min: 0, max: 100_000, default: 1500 }),
    gosiWageCeiling: f.money({ required: true, min: 1, max: 1_000_000, default: 45_000 }),
    gosiAnnuitiesRate: f.decimal({ required: true, min: 0, max: 30, default: 9 }),
    gosiSanedRate: f.decimal({ required: true, min: 0, max: 10, default: 0.75 }),
    gosiHazardsRate: f.decimal({ required: true, min: 0, max: 10, default: 2 }),
    gosiNewLawFrom: f.date({ required: true, default: '2024-07-03' }),
    gosiNewLawStep: f.decimal({ required: true, min: 0, max: 5, default: 0.5 }),
    gosiNewLawMaxRate: f.decimal({ required: true, min: 0, max: 30, default: 11 }),
    // The establishment as the bank's WPS salary file names it (Mudad): its Ministry of Human
    // Resources establishment number, the id its bank gave it, and the account salaries leave from.
    wpsMolEstablishmentId: f.text({ maxLength: 20 }),
    wpsBankEstablishmentId: f.text({ maxLength: 20 }),
    wpsEstablishmentIban: f.text({ pattern: SAUDI_IBAN_PATTERN }),
  },
  list: { columns: ['dailyWorkingHours', 'graceMinutes', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
  checks: {
    gosiCeilingAboveFloor: { kind: 'atLeast', field: 'gosiWageCeiling', than: 'gosiWageFloor' },
    gosiNewLawRisesFromTheRate: { kind: 'atLeast', field: 'gosiNewLawMaxRate', than: 'gosiAnnuitiesRate' },
  },
});
