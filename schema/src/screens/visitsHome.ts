import { defineDashboard } from '../dashboard';

// Visits (SPEC §2 /Visits): Visitors, invitations and who is in the club now.
export const visitsHome = defineDashboard({
  name: 'visitsHome',
  route: '/Visits',
  menu: { group: 'visits', icon: 'Insights', order: 1 },
  periods: true,
  openOn: 'month',
  widgets: [
    { kind: 'card', key: 'visitors', resource: 'visitorLogs', period: 'checkInAt' },
    { kind: 'card', key: 'invitations', resource: 'invitations', period: 'visitDate' },
    { kind: 'card', key: 'averageDuration', resource: 'visitorLogs', filter: { status: 'left' }, period: 'checkInAt', measure: { average: 'durationMinutes' } },
    { kind: 'card', key: 'present', resource: 'visitorLogs', filter: { status: 'inside' } },
    { kind: 'list', key: 'expectedToday', resource: 'invitations', filter: { status: 'approved', visitDate_gte: '$today', visitDate_lte: '$today' }, sort: ['visitDate', 'ASC'], limit: 5, fields: ['purpose', 'status'] },
    { kind: 'chart', key: 'visitorsByGate', resource: 'visitorLogs', period: 'checkInAt', by: { field: 'gate' } },
  ],
});
