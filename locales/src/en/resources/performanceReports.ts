import type { performanceReports } from '@club/schema/resources/performanceReports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof performanceReports>({
  name: 'Performance report |||| Performance reports',
  fields: {
    reportNo: 'Report no.',
    playerId: 'Player',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    status: 'Status',
    sessionsTotal: 'Sessions',
    sessionsAttended: 'Sessions attended',
    attendanceRate: 'Attendance rate (%)',
    matchesPlayed: 'Matches played',
    minutesPlayed: 'Minutes played',
    goals: 'Goals',
    assists: 'Assists',
    averageRating: 'Average rating',
    evaluations: 'Evaluations',
    technical: 'Technical (mean)',
    tactical: 'Tactical (mean)',
    physical: 'Physical (mean)',
    mental: 'Mental (mean)',
    coachComment: 'Coach\'s comment',
  },
  enums: {
    status: { draft: 'Draft', published: 'Published' },
  },
  rules: {
    periodAtMost: 'A report covers at most %{days} days',
    periodInOrder: 'The period ends on or after its start',
  },
  actions: {
    publish: 'Publish',
  },
});
