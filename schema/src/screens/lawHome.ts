import { defineDashboard } from '../dashboard';

// Legal affairs (SPEC §2 /Law): Open cases, what is at stake and the next hearings.
export const lawHome = defineDashboard({
  name: 'lawHome',
  route: '/Law',
  menu: { group: 'cases', icon: 'Gavel', order: 0 },
  widgets: [
    { kind: 'card', key: 'active', resource: 'courtCases', filter: { status: ['active', 'suspended'] } },
    { kind: 'card', key: 'atStake', resource: 'courtCases', filter: { status: ['active', 'suspended'] }, measure: { sum: 'claimAmount' } },
    { kind: 'card', key: 'won', resource: 'courtCases', filter: { status: 'won' } },
    { kind: 'card', key: 'lost', resource: 'courtCases', filter: { status: 'lost' } },
    { kind: 'list', key: 'nextHearings', resource: 'courtHearings', filter: { outcome: 'scheduled', scheduledAt_gte: '$now' }, sort: ['scheduledAt', 'ASC'], limit: 5, fields: ['scheduledAt', 'outcome'] },
    { kind: 'chart', key: 'byStatus', resource: 'courtCases', by: { field: 'status' } },
    { kind: 'chart', key: 'byType', resource: 'courtCases', by: { field: 'caseType' } },
  ],
});
