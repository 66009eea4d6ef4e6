import { defineDashboard } from '../dashboard';

// Performance report (SPEC §2 /Executive/PerformanceReport): How the office kept its meetings and visits.
export const executivePerformance = defineDashboard({
  name: 'executivePerformance',
  route: '/Executive/PerformanceReport',
  menu: { group: 'visits', icon: 'QueryStats', order: 4 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'meetingsHeld', resource: 'meetings', filter: { status: 'completed' }, period: 'startsAt', upIsGood: true },
    { kind: 'card', key: 'meetingsCancelled', resource: 'meetings', filter: { status: 'cancelled' }, period: 'startsAt', upIsGood: false },
    { kind: 'card', key: 'visitsReceived', resource: 'plannedVisits', filter: { status: ['checkedIn', 'checkedOut'] }, period: 'visitDate', upIsGood: true },
    { kind: 'chart', key: 'meetingsByMonth', resource: 'meetings', period: 'startsAt', by: { field: 'startsAt', unit: 'month' }, chart: 'bar', series: [{ key: 'completed', filter: { status: 'completed' } }, { key: 'cancelled', filter: { status: 'cancelled' } }] },
    { kind: 'chart', key: 'visitsByPurpose', resource: 'plannedVisits', period: 'visitDate', by: { field: 'purpose' } },
  ],
});
