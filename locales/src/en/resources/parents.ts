import type { parents } from '@club/schema/resources/parents';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof parents>({
  name: 'Parent |||| Parents',
  fields: {
    fullName: 'Full name',
    fullNameAr: 'Full name (Arabic)',
    nationalId: 'National ID or iqama',
    gender: 'Gender',
    nationality: 'Nationality',
    phone: 'Phone',
    email: 'Email',
    occupation: 'Occupation',
    city: 'City',
    preferredLanguage: 'Preferred language',
    notes: 'Notes',
  },
  enums: {
    gender: genderLabels,
    nationality: nationalityLabels,
    preferredLanguage: { ar: 'Arabic', en: 'English' },
  },
});
