import type { teams } from '@club/schema/resources/teams';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof teams>({
  name: 'Team |||| Teams',
  fields: {
    name: 'Name',
    nameAr: 'Name (Arabic)',
    category: 'Category',
    ageGroupId: 'Age group',
    season: 'Season',
    headCoachId: 'Head coach',
    assistantCoachIds: 'Assistant coaches',
    homeVenueId: 'Home venue',
    playerCount: 'Players',
    status: 'Status',
  },
  enums: {
    category: { firstTeam: 'First team', reserve: 'Reserve', youth: 'Youth', academy: 'Academy', women: 'Women\'s' },
    status: { active: 'Active', inactive: 'Inactive' },
  },
  rules: { headCoachNotAssistant: 'The head coach is not also an assistant' },
});
