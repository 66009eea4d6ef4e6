import type { sponsors } from '@club/schema/resources/sponsors';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof sponsors>({
  name: 'Sponsor |||| Sponsors',
  permission: 'Sponsors',
  fields: {
    name: 'Name',
    tier: 'Tier',
    sector: 'Sector',
    crNumber: 'Commercial registration no.',
    contactPerson: 'Contact person',
    email: 'Email',
    phone: 'Phone',
    website: 'Website',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    tier: { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', partner: 'Partner' },
    sector: {
      telecom: 'Telecommunications',
      banking: 'Banking & finance',
      energy: 'Energy',
      automotive: 'Automotive',
      aviation: 'Aviation & travel',
      retail: 'Retail',
      food: 'Food & beverage',
      healthcare: 'Healthcare',
      realEstate: 'Real estate & construction',
      media: 'Media',
      technology: 'Technology',
      government: 'Government',
      other: 'Other',
    },
    status: { active: 'Active', prospect: 'Prospect', expired: 'Expired' },
  },
});
