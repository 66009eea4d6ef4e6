import type { campaigns } from '@club/schema/resources/campaigns';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof campaigns>({
  name: 'Campaign |||| Campaigns',
  fields: {
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    objective: 'Objective',
    channel: 'Channel',
    audience: 'Audience',
    startDate: 'Start date',
    endDate: 'End date',
    budget: 'Budget',
    spent: 'Spent',
    sponsorId: 'Sponsor',
    ownerId: 'Owner',
    notes: 'Notes',
    status: 'Status',
  },
  enums: {
    objective: {
      awareness: 'Awareness',
      membership: 'Memberships',
      ticketSales: 'Ticket sales',
      sponsorship: 'Sponsorship',
      engagement: 'Fan engagement',
      academyEnrolment: 'Academy enrolment',
    },
    channel: {
      social: 'Social media',
      sms: 'SMS',
      email: 'Email',
      outdoor: 'Outdoor',
      tv: 'TV',
      radio: 'Radio',
      app: 'App',
      website: 'Website',
    },
    audience: {
      fans: 'Fans',
      members: 'Members',
      parents: 'Parents',
      players: 'Players',
      sponsors: 'Sponsors',
      public: 'General public',
    },
    status: {
      planned: 'Planned',
      active: 'Active',
      paused: 'Paused',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
  },
  actions: { launch: 'Launch', pause: 'Pause', resume: 'Resume', complete: 'Mark completed', cancel: 'Cancel campaign' },
  rules: {
    resultsWithinDates: 'The campaign has results outside these dates',
    endsOnOrAfterStart: 'A campaign ends on or after the day it starts',
  },
});
