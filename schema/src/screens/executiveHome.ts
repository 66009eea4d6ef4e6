import { defineDashboard } from '../dashboard';

// Executive office (SPEC §2 /Executive): The next meetings, visits and the stakeholders to keep close.
export const executiveHome = defineDashboard({
  name: 'executiveHome',
  route: '/Executive',
  menu: { group: 'visits', icon: 'BusinessCenter', order: 3 },
  widgets: [
    { kind: 'list', key: 'nextMeetings', resource: 'meetings', filter: { status: 'scheduled', startsAt_gte: '$now' }, sort: ['startsAt', 'ASC'], limit: 3, fields: ['startsAt', 'priority'] },
    { kind: 'card', key: 'meetingsToday', resource: 'meetings', filter: { status: ['scheduled', 'inProgress'], startsAt_gte: '$today', startsAt_lte: '$tomorrow' } },
    { kind: 'card', key: 'expectedVisits', resource: 'plannedVisits', filter: { status: 'expected', visitDate_gte: '$now' } },
    { kind: 'card', key: 'manageClosely', resource: 'stakeholders', filter: { strategy: 'manageClosely' } },
    { kind: 'chart', key: 'meetingsByStatus', resource: 'meetings', by: { field: 'status' } },
  ],
});
