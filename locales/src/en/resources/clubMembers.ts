import type { clubMembers } from '@club/schema/resources/clubMembers';
import { defineResourceLocale } from '../../types';
import { genderLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof clubMembers>({
  name: 'Club member |||| Club members',
  fields: {
    membershipNumber: 'Membership number',
    fullName: 'Full name (English)',
    fullNameAr: 'Full name (Arabic)',
    nationalId: 'National ID / iqama',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    phone: 'Mobile',
    email: 'Email',
    city: 'City',
    membershipType: 'Membership type',
    joinDate: 'Joined on',
    expiryDate: 'Member until',
    notes: 'Notes',
    status: 'Status',
  },
  enums: {
    gender: genderLabels,
    membershipType: {
      regular: 'Regular',
      family: 'Family',
      student: 'Student',
      honorary: 'Honorary',
      founding: 'Founding',
    },
    status: {
      active: 'Active',
      expired: 'Expired',
      suspended: 'Suspended',
      cancelled: 'Cancelled',
    },
  },
  rules: {
    endsAfterJoining: 'A membership ends after the member joined',
    activeNotEnded: 'The membership has ended: it is not active',
  },
});
