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
  rules: {
    fixedTermEnds: 'A fixed-term contract has its end date',
    endsAfterStart: 'A contract ends after it starts',
  },
});
