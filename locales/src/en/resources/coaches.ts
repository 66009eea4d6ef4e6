import type { coaches } from '@club/schema/resources/coaches';
import { defineResourceLocale } from '../../types';
import { nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof coaches>({
  name: 'Coach |||| Coaches',
  fields: {
    fullName: 'Full name',
    fullNameAr: 'Full name (Arabic)',
    employeeId: 'Employee',
    nationality: 'Nationality',
    phone: 'Phone',
    email: 'Email',
    specialisation: 'Specialisation',
    licenceLevel: 'Licence',
    licenceNumber: 'Licence no.',
    licenceExpiry: 'Licence expiry',
    licenceState: 'Licence state',
    joinDate: 'Joined on',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    nationality: nationalityLabels,
    specialisation: { headCoach: 'Head coach', assistantCoach: 'Assistant coach', goalkeeping: 'Goalkeeping coach', fitness: 'Fitness coach', youthDevelopment: 'Youth development', analyst: 'Performance analyst' },
    licenceLevel: { afcPro: 'AFC Pro', afcA: 'AFC A', afcB: 'AFC B', afcC: 'AFC C', grassroots: 'Grassroots', none: 'None' },
    licenceState: { valid: 'Valid', expiringSoon: 'Expiring soon', expired: 'Expired', none: 'No licence' },
    status: { active: 'Active', inactive: 'Inactive' },
  },
  rules: {
    licenceExpiry: 'A licence has its expiry date',
  },
});
