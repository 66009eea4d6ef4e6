import type { academyTeams } from '@club/schema/resources/academyTeams';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof academyTeams>({
  name: 'Academy squad |||| Academy squads',
  fields: {
    name: 'Name',
    nameAr: 'Name (Arabic)',
    ageGroupId: 'Age group',
    season: 'Season',
    coachId: 'Coach',
    playerIds: 'Players',
    playerCount: 'Players',
    trainingDays: 'Training days',
    status: 'Status',
  },
  enums: {
    trainingDays: { sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday' },
    status: { active: 'Active', inactive: 'Inactive' },
  },
  rules: {
    ofTheAgeGroup: '%{name} is not of this age group (birth year or gender)',
    oneSquadASeason: '%{name} is already in %{squad} this season',
  },
});
