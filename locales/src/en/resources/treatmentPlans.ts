import type { treatmentPlans } from '@club/schema/resources/treatmentPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof treatmentPlans>({
  name: 'Treatment plan |||| Treatment plans',
  fields: {
    playerId: 'Player',
    medicalRecordId: 'Medical record',
    title: 'Plan',
    therapistName: 'Therapist',
    startDate: 'Start date',
    expectedReturnDate: 'Expected return',
    phase: 'Phase',
    sessionsPerWeek: 'Sessions a week',
    phasesPlan: 'Phases plan',
    status: 'Status',
    completedOn: 'Completed on',
  },
  enums: {
    phase: { acute: 'Acute', rehabilitation: 'Rehabilitation', reconditioning: 'Reconditioning', returnToTraining: 'Return to training', returnToPlay: 'Return to play' },
    status: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' },
  },
  actions: { complete: 'Mark completed', cancel: 'Cancel plan' },
  rules: {
    ownPlayersRecord: 'The medical record is another player\'s',
    returnAfterStart: 'The expected return comes on or after the start',
  },
});
