import type { volunteers } from '@club/schema/resources/volunteers';
import { defineResourceLocale } from '../../types';
import { skillLabels } from '../volunteerLabels';
import { genderLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof volunteers>({
  name: 'Volunteer |||| Volunteers',
  fields: {
    fullName: 'Full name',
    nationalId: 'National ID / iqama',
    phone: 'Mobile',
    email: 'Email',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    city: 'City',
    skills: 'Skills',
    approvedHours: 'Approved hours',
    notes: 'Notes',
    status: 'Status',
  },
  enums: {
    gender: genderLabels,
    skills: skillLabels,
    status: {
      active: 'Active',
      inactive: 'Inactive',
      blocked: 'Blocked',
    },
  },
});
