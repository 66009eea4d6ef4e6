import { defineDashboard } from '../dashboard';

// Facility reports (SPEC §2 /Facility/ReportsAndStatistics): Bookings and their revenue, by purpose and by month.
export const facilityReport = defineDashboard({
  name: 'facilityReport',
  route: '/Facility/ReportsAndStatistics',
  menu: { group: 'facilities', icon: 'QueryStats', order: 90 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'bookings', resource: 'facilityBookings', filter: { status: ['requested', 'confirmed', 'completed'] }, period: 'startsAt', upIsGood: true },
    { kind: 'card', key: 'revenue', resource: 'facilityBookings', filter: { status: ['confirmed', 'completed'] }, period: 'startsAt', measure: { sum: 'amount' }, upIsGood: true },
    { kind: 'chart', key: 'byPurpose', resource: 'facilityBookings', period: 'startsAt', by: { field: 'purpose' } },
    { kind: 'chart', key: 'byMonth', resource: 'facilityBookings', period: 'startsAt', by: { field: 'startsAt', unit: 'month' }, chart: 'bar', series: [{ key: 'held', filter: { status: ['confirmed', 'completed'] } }, { key: 'cancelled', filter: { status: 'cancelled' } }] },
    { kind: 'chart', key: 'facilitiesByStatus', resource: 'facilities', by: { field: 'status' } },
  ],
});
