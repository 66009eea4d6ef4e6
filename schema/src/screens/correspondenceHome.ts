import { defineDashboard } from '../dashboard';

// Correspondence (SPEC §2 /IncomingOutgoing): Letters in and out, what awaits a reply and the follow-ups due.
export const correspondenceHome = defineDashboard({
  name: 'correspondenceHome',
  route: '/IncomingOutgoing',
  menu: { group: 'correspondence', icon: 'Mail', order: 0 },
  widgets: [
    { kind: 'card', key: 'incoming', resource: 'correspondence', filter: { direction: 'incoming' }, period: 'letterDate', within: 'month' },
    { kind: 'card', key: 'outgoing', resource: 'correspondence', filter: { direction: 'outgoing' }, period: 'letterDate', within: 'month' },
    { kind: 'card', key: 'awaitingReply', resource: 'correspondence', filter: { status: 'awaitingReply' } },
    { kind: 'card', key: 'overdueFollowUps', resource: 'correspondenceFollowUps', filter: { status: 'open', dueDate_lte: '$yesterday' } },
    { kind: 'list', key: 'followUpsDue', resource: 'correspondenceFollowUps', filter: { status: 'open' }, sort: ['dueDate', 'ASC'], limit: 5, fields: ['dueDate', 'status'] },
    { kind: 'chart', key: 'byStatus', resource: 'correspondence', by: { field: 'status' } },
  ],
});
