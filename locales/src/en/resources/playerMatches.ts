import type { playerMatches } from '@club/schema/resources/playerMatches';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerMatches>({
  name: 'Player in a match |||| Players in matches',
  fields: {
    matchId: 'Match',
    kickoffAt: 'Kick-off',
    opponent: 'Opponent',
    playerId: 'Player',
    role: 'Role',
    minutesPlayed: 'Minutes played',
    goals: 'Goals',
    assists: 'Assists',
    yellowCards: 'Yellow cards',
    redCards: 'Red cards',
    rating: 'Rating',
    notes: 'Notes',
  },
  enums: {
    role: { starter: 'Starter', substitute: 'Substitute', unused: 'Unused' },
  },
  rules: {
    unusedHasNone: 'A player who did not come on has no minutes, goals or cards',
    afterKickOff: 'Minutes, goals and cards are recorded once the match has kicked off',
    teamGoals: 'The team scored %{goals}: its players cannot have scored more',
    playerAvailable: 'The player is injured, suspended or inactive: not entered in a match',
  },
});
