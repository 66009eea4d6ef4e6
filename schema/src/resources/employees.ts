import { defineResource, f, GENDERS, NATIONAL_ID_PATTERN, NATIONALITIES, PHONE_PATTERN, SAUDI_IBAN_PATTERN, PERSONAL_IDENTIFIERS } from '../index';

const salaries = { grant: 'salaries' } as const;
const contact = { grant: 'employeeContacts', roles: ['manager'] } as const;

// The club's staff (SPEC §2 /hr/employees and /employees). Pay and bank details are read only by
// holders of the `salaries` grant; leave balances are kept by the server (opened from the HR
// settings, changed only when a leave request is finally approved).
export const employees = defineResource({
  name: 'employees',
  route: '/hr/employees',
  menu: { group: 'hr', icon: 'Badge', order: 1 },
  alsoAt: [{ route: '/employees' }],
  recordRepresentation: 'fullName',
  fields: {
    employeeNo: f.sequence({ prefix: 'EMP' }),
    fullName: f.text({ required: true, maxLength: 160, search: true }),
    fullNameAr: f.text({ maxLength: 160, search: true }),
    nationalId: f.text({ required: true, unique: true, pattern: NATIONAL_ID_PATTERN, sensitive: PERSONAL_IDENTIFIERS }),
    nationality: f.enum(NATIONALITIES, { required: true }),
    gender: f.enum(GENDERS, { required: true }),
    dateOfBirth: f.date({ sensitive: PERSONAL_IDENTIFIERS }),
    phone: f.phone({ pattern: PHONE_PATTERN, sensitive: contact }),
    email: f.email({ maxLength: 254, sensitive: contact }),
    positionId: f.reference('positions', { required: true }),
    // The position's department, kept by the server.
    departmentId: f.reference('departments', { readOnly: true }),
    // Who the employee reports to: the department's manager unless another is named.
    managerId: f.reference('employees'),
    workScheduleId: f.reference('workSchedules'),
    hireDate: f.date({ required: true, hijri: true }),
    contractType: f.enum(['unlimited', 'fixedTerm', 'partTime', 'temporary', 'training'], { required: true, default: 'fixedTerm' }),
    // Entered by whoever holds the salaries grant (payroll); an HR clerk hires without it.
    basicSalary: f.money({ min: 0, max: 1_000_000, sensitive: salaries }),
    housingAllowance: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    transportAllowance: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    otherAllowances: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    bankIban: f.text({ pattern: SAUDI_IBAN_PATTERN, sensitive: salaries }),
    // First registered with GOSI: a Saudi first registered from 3 July 2024 pays the new law's annuity rates.
    gosiRegistrationDate: f.date(),
    // The employee's own account, through which they send requests and see their standing.
    userId: f.reference('users', { unique: true }),
    status: f.enum(['active', 'onLeave', 'suspended', 'terminated'], { required: true, default: 'active' }),
    annualLeaveBalance: f.decimal({ readOnly: true }),
    sickLeaveBalance: f.decimal({ readOnly: true }),
    emergencyLeaveBalance: f.decimal({ readOnly: true }),
  },
  list: { columns: ['employeeNo', 'fullName', 'departmentId', 'positionId', 'hireDate', 'contractType', 'status'], sort: ['employeeNo', 'ASC'] },
  filters: {
    status: { alwaysOn: true },
    departmentId: { alwaysOn: true },
    positionId: {},
    contractType: {},
    nationality: {},
    gender: {},
    hireDate: { ops: ['gte', 'lte'] },
    nationalId: { ops: ['eq'] },
  },
  checks: {
    notOwnManager: { kind: 'override', field: 'managerId' },
  },
  constraints: {
    positionFull: { kind: 'capacity', per: 'positionId', max: { field: 'headcount' }, when: { status: ['active', 'onLeave', 'suspended'] } },
  },
});
