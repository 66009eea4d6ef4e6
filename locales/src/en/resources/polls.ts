import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Poll |||| Polls',
  permission: 'Poll',
  fields: {
    id: 'ID',
    title: 'Title',
    description: 'Description',
    audience: 'Audience',
    startsAt: 'Opens at',
    endsAt: 'Closes at',
    status: 'Status',
    isAnonymous: 'Anonymous',
    ownerId: 'Owner',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    audience: { members: 'Club members', parents: 'Parents', players: 'Players', staff: 'Staff', public: 'Public' },
    status: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  },
});
