import type { trainingPlans } from '@club/schema/resources/trainingPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingPlans>({
  name: 'Training plan |||| Training plans',
  fields: {
    title: 'Plan',
    teamId: 'Team',
    coachId: 'Coach',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    focus: 'Focus',
    objectives: 'Objectives',
    sessionsPerWeek: 'Sessions a week',
    sessionCount: 'Sessions',
    status: 'Status',
  },
  enums: {
    focus: { technical: 'Technical', tactical: 'Tactical', physical: 'Physical', mental: 'Mental', recovery: 'Recovery', mixed: 'Mixed' },
    status: { draft: 'Draft', active: 'Active', completed: 'Completed', cancelled: 'Cancelled' },
  },
  actions: { activate: 'Activate', complete: 'Mark completed', cancel: 'Cancel plan' },
  rules: {
    sessionsWithinPeriod: 'The plan has sessions outside this period',
    periodOrder: 'The period ends on or after its start',
  },
});
