import type { playerTrainingAttendance } from '@club/schema/resources/playerTrainingAttendance';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerTrainingAttendance>({
  name: 'Training attendance |||| Training attendance',
  fields: {
    sessionStartsAt: 'Session date',
    sessionId: 'Session',
    playerId: 'Player',
    status: 'Status',
    minutesLate: 'Minutes late',
    notes: 'Notes',
    recordedById: 'Recorded by',
  },
  enums: {
    status: { present: 'Present', late: 'Late', absent: 'Absent', excused: 'Excused' },
  },
  rules: {
    lateOnly: 'Minutes late are kept for a late arrival only',
    sessionHeld: 'The session was cancelled: no attendance is taken',
    playerOfTheTeam: "The player is not in the session's team",
  },
});
