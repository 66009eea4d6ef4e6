import type { ScreenStrings } from '../types';

export const screens: ScreenStrings = {
  archivedActivities: {
    title: 'Archived activities',
    intro: 'Meetings completed or cancelled and visits that ended, newest first. Open one to read it.',
    search: 'Search the archive',
    kind: 'Kind',
    what: 'Meeting or visitor',
    when: 'When',
    status: 'Status',
    empty: 'Nothing archived matches.',
    loadFailed: 'The archive could not be loaded. Reload the page.',
  },
  applicationBoard: {
    title: 'Recruitment board',
    intro: 'Every job application in its stage of the pipeline; move one on, or reject it.',
    moveTo: 'Move to %{stage}',
    reject: 'Reject',
    moved: '%{name}: %{stage}',
    empty: 'None',
    loadFailed: 'The applications could not be loaded. Reload the page.',
  },
  taskReport: {
    title: 'Task report',
    intro: 'How the work stands: every task counted by its status and by its priority.',
    byStatus: 'Tasks by status',
    byPriority: 'Tasks by priority',
    value: 'Value',
    count: 'Tasks',
    share: 'Share',
    total: 'Total',
    openList: 'Open the tasks',
    loadFailed: 'The report could not be loaded.',
  },
};
