import type { polls } from '@club/schema/resources/polls';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof polls>({
  name: 'Poll |||| Polls',
  permission: 'Poll',
  fields: {
    title: 'Title',
    description: 'Description',
    audience: 'Audience',
    startsAt: 'Opens at',
    endsAt: 'Closes at',
    status: 'Status',
    isAnonymous: 'Anonymous',
    ownerId: 'Owner',
  },
  enums: {
    audience: { members: 'Club members', parents: 'Parents', players: 'Players', staff: 'Staff', public: 'Public' },
    status: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  },
  rules: {
    endsAfterStart: 'A poll ends after it starts',
    anonymityKept: 'The poll has answers: whether it is anonymous stays as its voters were told',
  },
});
