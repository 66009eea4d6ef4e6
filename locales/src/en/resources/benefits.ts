import type { benefits } from '@club/schema/resources/benefits';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof benefits>({
  name: 'Benefit |||| Benefits',
  fields: {
    employeeId: 'Employee',
    type: 'Type',
    provider: 'Provider',
    coverage: 'Coverage',
    policyNumber: 'Policy no.',
    monthlyCost: 'Monthly cost',
    startDate: 'Starts on',
    endDate: 'Ends on',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    type: { medicalInsurance: 'Medical insurance', tuition: 'Tuition', housing: 'Housing', transport: 'Transport', mobile: 'Mobile line', gym: 'Gym membership', ticket: 'Annual air ticket' },
    coverage: { employee: 'Employee', employeeAndSpouse: 'Employee and spouse', family: 'Family' },
    status: { active: 'Active', suspended: 'Suspended', ended: 'Ended' },
  },
});
