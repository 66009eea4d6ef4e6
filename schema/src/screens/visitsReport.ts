import { defineDashboard } from '../dashboard';

// Visits report (SPEC §2 /Visits/report): Visitors and invitations day by day, for the period you choose.
export const visitsReport = defineDashboard({
  name: 'visitsReport',
  route: '/Visits/report',
  menu: { group: 'visits', icon: 'QueryStats', order: 2 },
  periods: true,
  openOn: 'month',
  widgets: [
    { kind: 'card', key: 'visitors', resource: 'visitorLogs', period: 'checkInAt' },
    { kind: 'card', key: 'approvedInvitations', resource: 'invitations', filter: { status: ['approved', 'checkedIn', 'checkedOut'] }, period: 'visitDate', upIsGood: true },
    { kind: 'card', key: 'rejectedInvitations', resource: 'invitations', filter: { status: 'rejected' }, period: 'visitDate' },
    { kind: 'chart', key: 'visitorsByDay', resource: 'visitorLogs', period: 'checkInAt', by: { field: 'checkInAt', unit: 'day' } },
    { kind: 'chart', key: 'invitationsByDay', resource: 'invitations', period: 'visitDate', by: { field: 'visitDate', unit: 'day' }, chart: 'bar', series: [{ key: 'approved', filter: { status: ['approved', 'checkedIn', 'checkedOut'] } }, { key: 'rejected', filter: { status: 'rejected' } }] },
  ],
});
