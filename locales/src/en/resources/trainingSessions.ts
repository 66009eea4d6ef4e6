import type { trainingSessions } from '@club/schema/resources/trainingSessions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingSessions>({
  name: 'Training session |||| Training sessions',
  fields: {
    title: 'Session',
    teamId: 'Team',
    planId: 'Training plan',
    coachId: 'Coach',
    facilityId: 'Pitch or hall',
    startsAt: 'Starts at',
    durationMinutes: 'Duration (minutes)',
    endsAt: 'Ends at',
    type: 'Type',
    intensity: 'Intensity',
    status: 'Status',
    presentCount: 'Present',
    absentCount: 'Absent',
    notes: 'Notes',
  },
  enums: {
    type: { technical: 'Technical', tactical: 'Tactical', physical: 'Physical', fitness: 'Fitness', recovery: 'Recovery', scrimmage: 'Scrimmage' },
    intensity: { low: 'Low', medium: 'Medium', high: 'High' },
    status: { scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' },
  },
  actions: { attendance: 'Take attendance', complete: 'Mark completed', cancel: 'Cancel session', reschedule: 'Back to scheduled' },
  rules: {
    planOfTeam: "The plan is another team's",
    withinPlan: "The session is outside the plan's period",
    attendanceEntries: 'Attendance is a list of 1 to %{max} players, each with a status',
    attendanceEntry: 'Each entry names a player and a status: present, late, absent or excused',
    completedOnceStarted: 'A session is completed once it has started',
    coachFree: 'The coach already has a session at that time: %{record}',
    placeFree: 'The pitch or hall is already booked at that time: %{record}',
  },
});
