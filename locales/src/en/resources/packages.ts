import type { packages } from '@club/schema/resources/packages';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof packages>({
  name: 'Package |||| Packages',
  fields: {
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    category: 'Category',
    description: 'Description',
    months: 'Months',
    price: 'Price',
    maxFreezeDays: 'Freeze days allowed',
    sessionsPerWeek: 'Sessions a week',
    ageGroupId: 'Age group',
    freeInvites: 'Free guest invitations',
    isActive: 'Offered',
  },
  enums: { category: { membership: 'Membership', academy: 'Academy', fitness: 'Fitness', swimming: 'Swimming', family: 'Family' } },
  rules: {
    featureOnce: 'This feature is listed already',
  },
});
