import type { stakeholders } from '@club/schema/resources/stakeholders';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof stakeholders>({
  name: 'Stakeholder |||| Stakeholders',
  fields: {
    name: 'Name',
    nameAr: 'Arabic name',
    organisation: 'Organisation',
    category: 'Category',
    role: 'Role',
    power: 'Power (1–5)',
    interest: 'Interest (1–5)',
    attitude: 'Attitude',
    strategy: 'Strategy',
    engagementPlan: 'Engagement plan',
    ownerId: 'Relationship owner',
    lastContactOn: 'Last contact',
    nextContactOn: 'Next contact',
  },
  enums: {
    category: {
      government: 'Government',
      federation: 'Federation or league',
      sponsor: 'Sponsor',
      media: 'Media',
      supplier: 'Supplier',
      community: 'Community',
      board: 'Board',
      staff: 'Staff',
      fans: 'Fans',
    },
    attitude: { champion: 'Champion', supporter: 'Supporter', neutral: 'Neutral', critic: 'Critic', blocker: 'Blocker' },
    strategy: { manageClosely: 'Manage closely', keepSatisfied: 'Keep satisfied', keepInformed: 'Keep informed', monitor: 'Monitor' },
  },
  rules: {
    planForPowerfulCritic: 'A powerful critic or blocker needs an engagement plan',
    contactsInOrder: 'The next contact comes after the last one',
  },
});
