import type { players } from '@club/schema/resources/players';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof players>({
  name: 'Player |||| Players',
  fields: {
    playerNo: 'Player no.',
    fullName: 'Full name',
    fullNameAr: 'Full name (Arabic)',
    nationalId: 'National ID or iqama',
    dateOfBirth: 'Date of birth',
    age: 'Age',
    ageGroupId: 'Age group',
    gender: 'Gender',
    nationality: 'Nationality',
    position: 'Position',
    preferredFoot: 'Preferred foot',
    teamId: 'Team',
    shirtNumber: 'Shirt number',
    heightCm: 'Height (cm)',
    weightKg: 'Weight (kg)',
    photo: 'Photo',
    phone: 'Phone',
    status: 'Status',
    registrationDate: 'Registered on',
    portalUserIds: 'Parent portal accounts',
    attendanceRate: 'Attendance rate (%)',
    matchesPlayed: 'Matches played',
    minutesPlayed: 'Minutes played',
    goals: 'Goals',
    assists: 'Assists',
    notes: 'Notes',
  },
  enums: {
    gender: genderLabels,
    nationality: nationalityLabels,
    position: { goalkeeper: 'Goalkeeper', defender: 'Defender', midfielder: 'Midfielder', forward: 'Forward' },
    preferredFoot: { right: 'Right', left: 'Left', both: 'Both' },
    status: { active: 'Active', injured: 'Injured', suspended: 'Suspended', inactive: 'Inactive' },
  },
  rules: {
    ageLimits: 'A player is between %{min} and %{max} years old',
    injuredWhileTreated: 'The player has an active treatment plan: they stay injured until it ends',
  },
});
