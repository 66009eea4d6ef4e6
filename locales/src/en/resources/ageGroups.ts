import type { ageGroups } from '@club/schema/resources/ageGroups';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof ageGroups>({
  name: 'Age group |||| Age groups',
  fields: {
    name: 'Name',
    nameAr: 'Name (Arabic)',
    season: 'Season',
    birthYearFrom: 'Born from (year)',
    birthYearTo: 'Born to (year)',
    gender: 'Gender',
    maxPlayers: 'Maximum players',
    playerCount: 'Players',
    status: 'Status',
  },
  enums: {
    gender: { male: 'Male', female: 'Female', mixed: 'Mixed' },
    status: { active: 'Active', inactive: 'Inactive' },
  },
  rules: {
    yearsOfOneGroup: 'The birth years overlap with %{record} in the same season',
    birthYearsInOrder: 'The first birth year comes before or is the last one',
  },
});
