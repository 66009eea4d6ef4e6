import type { reemployments } from '@club/schema/resources/reemployments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof reemployments>({
  name: 'Re-employment |||| Re-employment',
  fields: {
    employeeId: 'Former employee',
    positionId: 'New position',
    startDate: 'New hire date',
    reason: 'Reason',
    status: 'Status',
  },
  enums: {
    status: { proposed: 'Proposed', approved: 'Approved', declined: 'Declined' },
  },
  rules: {
    decidedIsFinal: 'A decided re-employment is final',
    formerEmployee: 'Only a former employee (service ended) is re-employed',
  },
});
