import type { ScreenStrings } from '../types';

export const screens: ScreenStrings = {
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
