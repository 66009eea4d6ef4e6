import { defineResource, f, GENDERS, LEAVE_DAY_COUNTS, LEAVE_ENTITLEMENTS, LEAVE_REQUEST_TYPES } from '../index';

/** The ways of giving a type that keep a balance (not per event). */
const WITH_BALANCE = ['accruedMonthly', 'grantedYearly'] as const;

// The kinds of leave the club gives (Saudi labour law's among them: annual, art. 109; Hajj, art. 114;
// sick, art. 117; maternity, art. 151), as data HR edits: who may take one, how it is given (a
// balance accrued monthly or granted yearly, with its carry-over cap and when carried days expire;
// or per event), how its days are counted, and, for the payroll, whether it is paid and its pay
// tiers (sick leave: 30 days full pay, 60 at three quarters, 30 unpaid). The yearly days by service
// years live here alone (21, 30 after five years).
export const leaveTypes = defineResource({
  name: 'leaveTypes',
  route: '/hr/LeaveTypes',
  menu: { group: 'hr', icon: 'EventBusy', order: 42, screen: 'leave' },
  recordRepresentation: 'name',
  naturalKey: 'code',
  fields: {
    code: f.text({ required: true, unique: true, maxLength: 32, pattern: '^[a-z][a-zA-Z0-9]{1,31}$', search: true }),
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    // The request type it is asked as: its approval route, and what the payroll reads it as.
    requestType: f.enum(LEAVE_REQUEST_TYPES, { required: true, default: 'otherLeave' }),
    paid: f.boolean({ default: true }),
    entitlement: f.enum(LEAVE_ENTITLEMENTS, { required: true, default: 'grantedYearly' }),
    dayCount: f.enum(LEAVE_DAY_COUNTS, { required: true, default: 'workingDays' }),
    daysPerYear: f.decimal({ min: 0, max: 366 }),
    // From this many years of service, the yearly days are `longServiceDaysPerYear` (art. 109: 30 after five years).
    longServiceYears: f.integer({ min: 1, max: 50 }),
    longServiceDaysPerYear: f.decimal({ min: 0, max: 366 }),
    // What a year's end carries into the next at most (empty: everything); the rest lapses.
    carryOverCap: f.decimal({ min: 0, max: 366 }),
    // Carried days not taken within this many months of the new year expire (empty: never).
    carriedDaysExpireAfterMonths: f.integer({ min: 1, max: 24 }),
    // The balance may go below zero (leave taken ahead of what is accrued).
    allowNegative: f.boolean({ default: false }),
    // Entitlements count from this day (a new type's employees accrue from then, not from their hire).
    effectiveFrom: f.date({ default: 'now' }),
    maxDaysPerRequest: f.integer({ min: 1, max: 366 }),
    minServiceYears: f.integer({ min: 1, max: 50 }),
    // Taken once in a whole service (Hajj, art. 114).
    oncePerService: f.boolean({ default: false }),
    // Only employees of this gender (maternity: women; empty: everyone).
    gender: f.enum(GENDERS),
    active: f.boolean({ default: true }),
    notes: f.longText({ maxLength: 1000 }),
  },
  // The pay of its days in order, for the payroll: the first `days` at `payPercent`, then the next tier.
  lines: { payTiers: { resource: 'leavePayTiers', parentField: 'leaveTypeId' } },
  list: { columns: ['code', 'name', 'nameAr', 'requestType', 'entitlement', 'daysPerYear', 'dayCount', 'paid', 'active'], sort: ['code', 'ASC'] },
  filters: { requestType: { alwaysOn: true }, active: { alwaysOn: true }, code: {}, entitlement: {}, paid: {}, gender: {} },
  access: { member: ['list', 'show'] },
  checks: {
    daysPerYearNeeded: { kind: 'required', field: 'daysPerYear', when: { entitlement: WITH_BALANCE } },
    effectiveFromNeeded: { kind: 'required', field: 'effectiveFrom', when: { entitlement: WITH_BALANCE } },
    // A type given per event keeps no balance: nothing to accrue, carry or overdraw.
    noYearlyDaysPerEvent: { kind: 'absent', field: 'daysPerYear', when: { entitlement: ['perEvent'] }, clear: true },
    noLongServicePerEvent: { kind: 'absent', field: 'longServiceYears', when: { entitlement: ['perEvent'] }, clear: true },
    noLongServiceDaysPerEvent: { kind: 'absent', field: 'longServiceDaysPerYear', when: { entitlement: ['perEvent'] }, clear: true },
    noCapPerEvent: { kind: 'absent', field: 'carryOverCap', when: { entitlement: ['perEvent'] }, clear: true },
    noExpiryPerEvent: { kind: 'absent', field: 'carriedDaysExpireAfterMonths', when: { entitlement: ['perEvent'] }, clear: true },
    noStartPerEvent: { kind: 'absent', field: 'effectiveFrom', when: { entitlement: ['perEvent'] }, clear: true },
    noOverdraftPerEvent: { kind: 'allowed', field: 'allowNegative', values: [false], when: { entitlement: ['perEvent'] } },
    longServiceNotLess: { kind: 'atLeast', field: 'longServiceDaysPerYear', than: 'daysPerYear' },
    // Unpaid leave is what the payroll deducts: an unpaid type is asked as unpaid leave, and only it.
    unpaidAskedAsUnpaid: { kind: 'allowed', field: 'requestType', values: ['unpaidLeave'], when: { paid: false } },
    unpaidLeaveUnpaid: { kind: 'allowed', field: 'paid', values: [false], when: { requestType: ['unpaidLeave'] } },
    // Judged by api/src/overrides/leaveTypes.ts: the long-service tier has its years and its days.
    longServiceTogether: { kind: 'override', field: 'longServiceDaysPerYear' },
  },
});
