import type { employees } from '@club/schema/resources/employees';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof employees>({
  name: 'Employee |||| Employees',
  fields: {
    employeeNo: 'Employee no.',
    fullName: 'Full name',
    fullNameAr: 'Full name in Arabic',
    nationalId: 'National ID / Iqama',
    nationality: 'Nationality',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    phone: 'Phone',
    email: 'Email',
    departmentId: 'Department',
    positionId: 'Position',
    managerId: 'Reports to',
    workScheduleId: 'Work schedule',
    hireDate: 'Hire date',
    contractType: 'Contract type',
    basicSalary: 'Basic salary',
    housingAllowance: 'Housing allowance',
    transportAllowance: 'Transport allowance',
    otherAllowances: 'Other allowances',
    bankIban: 'Bank IBAN',
    gosiRegistrationDate: 'First registered with GOSI',
    userId: 'User account',
    status: 'Status',
    annualLeaveBalance: 'Annual leave balance (days)',
    sickLeaveBalance: 'Sick leave balance (days)',
    emergencyLeaveBalance: 'Emergency leave balance (days)',
  },
  enums: {
    nationality: nationalityLabels,
    gender: genderLabels,
    contractType: { unlimited: 'Unlimited', fixedTerm: 'Fixed term', partTime: 'Part time', temporary: 'Temporary', training: 'Training' },
    status: { active: 'Active', onLeave: 'On leave', suspended: 'Suspended', terminated: 'Terminated' },
  },
  rules: {
    notOwnManager: 'An employee does not report to themselves',
    positionFull: 'The position is full: its headcount is %{max}',
  },
});
