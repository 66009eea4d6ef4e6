import type { penalties } from '@club/schema/resources/penalties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof penalties>({
  name: 'Penalty |||| Penalties & violations',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    violation: 'Violation',
    date: 'Date',
    occurrence: 'Occurrence (180 days)',
    action: 'Action',
    deductionDays: 'Deduction (days of wage)',
    deductionAmount: 'Deduction amount',
    details: 'Details',
  },
  enums: {
    violation: { lateness: 'Lateness', absence: 'Absence without leave', earlyLeave: 'Leaving early', misconduct: 'Misconduct', safety: 'Safety breach', uniform: 'Uniform', other: 'Other' },
    action: { verbalWarning: 'Verbal warning', writtenWarning: 'Written warning', deduction: 'Deduction', suspension: 'Suspension', termination: 'Termination' },
  },
  rules: {
    deductionDays: 'A deduction names its days of wage',
    fiveDaysAMonth: "Deductions are at most five days' wage a month (art. 66): %{left} left this month",
  },
});
