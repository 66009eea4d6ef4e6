import type { playerResidences } from '@club/schema/resources/playerResidences';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerResidences>({
  name: 'Player\'s stay |||| Players\' residence',
  fields: {
    playerId: 'Player',
    playerName: 'Player name',
    facilityId: 'Building',
    checkInOn: 'Check-in',
    expectedCheckOutOn: 'Expected check-out',
    checkOutOn: 'Check-out',
    status: 'Status',
    mealPlan: 'Meals',
    guardianConsent: 'Guardian\'s consent',
    monthlyFee: 'Monthly fee',
    notes: 'Notes',
  },
  enums: {
    status: { upcoming: 'Upcoming', current: 'Staying', ended: 'Checked out' },
    mealPlan: { fullBoard: 'Full board', halfBoard: 'Half board', none: 'No meals' },
  },
  rules: {
    checkOutAfterCheckIn: 'Check-out comes after check-in',
    expectedAfterCheckIn: 'The expected check-out comes after check-in',
    inHousing: 'A stay is in a housing building',
    oneStayEach: 'The player already has a stay at that time',
  },
});
