import type { volunteers } from '@club/schema/resources/volunteers';
import { defineResourceLocale } from '../../types';

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
    gender: {
      male: 'Male',
      female: 'Female',
    },
    skills: {
      firstAid: 'First aid',
      organising: 'Organising',
      translation: 'Translation',
      media: 'Media',
      driving: 'Driving',
      technology: 'Technology',
      coaching: 'Coaching',
      hospitality: 'Hospitality',
    },
    status: {
      active: 'Active',
      inactive: 'Inactive',
      blocked: 'Blocked',
    },
  },
});
