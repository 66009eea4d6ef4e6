import type { developmentPlans } from '@club/schema/resources/developmentPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof developmentPlans>({
  name: 'Development plan |||| Development plans',
  fields: {
    employeeId: 'Employee',
    periodStart: 'From',
    periodEnd: 'To',
    goals: 'Goals',
    actions: 'Actions',
    progress: 'Progress (%)',
    status: 'Status',
    reviewerId: 'Reviewer',
    reviewNotes: 'Review notes',
  },
  enums: {
    status: { draft: 'Draft', active: 'Active', completed: 'Completed', cancelled: 'Cancelled' },
  },
});
