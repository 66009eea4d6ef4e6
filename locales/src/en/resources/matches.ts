import type { matches } from '@club/schema/resources/matches';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof matches>({
  name: 'Match |||| Matches',
  fields: {
    teamId: 'Team',
    competition: 'Competition',
    competitionName: 'Competition name',
    opponent: 'Opponent',
    homeAway: 'Home or away',
    venue: 'Venue',
    facilityId: 'Pitch or hall',
    kickoffAt: 'Kick-off',
    status: 'Status',
    goalsFor: 'Goals for',
    goalsAgainst: 'Goals against',
    result: 'Result',
    referee: 'Referee',
    attendance: 'Attendance',
    notes: 'Match report',
  },
  enums: {
    competition: { league: 'League', cup: 'Cup', friendly: 'Friendly', tournament: 'Tournament', academyLeague: 'Academy league' },
    homeAway: { home: 'Home', away: 'Away', neutral: 'Neutral' },
    status: { scheduled: 'Scheduled', live: 'Live', completed: 'Completed', postponed: 'Postponed', cancelled: 'Cancelled' },
    result: { win: 'Win', draw: 'Draw', loss: 'Loss' },
  },
  actions: { 'kick-off': 'Kick off', complete: 'Full time', postpone: 'Postpone', reschedule: 'Reschedule', cancel: 'Cancel match' },
  rules: {
    squadGoals: 'The players are recorded with %{goals} goals: the team scored at least that many',
    kickedOff: 'A match is live or completed once it has kicked off',
    goalsForNeeded: 'A completed match has its score',
    goalsAgainstNeeded: 'A completed match has its score',
    noGoalsForYet: 'The score is given once the match has kicked off',
    noGoalsAgainstYet: 'The score is given once the match has kicked off',
  },
});
