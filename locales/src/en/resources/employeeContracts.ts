import type { employeeContracts } from '@club/schema/resources/employeeContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeContracts>({
  name: 'Contract |||| Contracts',
  fields: {
    number: 'Number',
    employeeId: 'Employee',
    contractType: 'Contract type',
    startDate: 'Starts on',
    endDate: 'Ends on',
    probationDays: 'Probation (days)',
    basicSalary: 'Basic salary',
    housingAllowance: 'Housing allowance',
    transportAllowance: 'Transport allowance',
    renewalOfId: 'Renews contract',
    status: 'Status',
    notes: 'Notes',
    reminderSentAt: 'End reminder sent',
  },
  enums: {
    contractType: { unlimited: 'Unlimited', fixedTerm: 'Fixed term', partTime: 'Part time', temporary: 'Temporary', training: 'Training' },
    status: { active: 'In force', renewed: 'Renewed', ended: 'Ended', terminated: 'Terminated' },
  },
  texts: {
    reminderSubject: 'Contract %{number} of %{name} ends %{date}',
    reminderText: 'Contract %{number} of %{name} ends on %{date}. Renew or end it before then:',
  },
  rules: {
    fixedTermEnds: 'A fixed-term contract has its end date',
    endsAfterStart: 'A contract ends after it starts',
    renewsAfterEnd: 'A renewal starts after the contract it renews ends (%{value})',
    renewsOwnContract: 'A renewal is of the same employee\'s contract',
    oneInForce: 'The employee\'s contract %{record} is in force on these dates',
  },
});
