import type { matchStatistics } from '@club/schema/resources/matchStatistics';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof matchStatistics>({
  name: 'Match statistics |||| Match statistics',
  fields: {
    matchId: 'Match',
    side: 'Side',
    possession: 'Possession (%)',
    shots: 'Shots',
    shotsOnTarget: 'Shots on target',
    corners: 'Corners',
    fouls: 'Fouls',
    offsides: 'Offsides',
    yellowCards: 'Yellow cards',
    redCards: 'Red cards',
    passes: 'Passes',
    passAccuracy: 'Pass accuracy (%)',
  },
  enums: {
    side: { ours: 'Our team', opponent: 'Opponent' },
  },
  rules: {
    onTargetAtMostShots: 'Shots on target are some of the shots',
    matchKickedOff: 'Statistics are kept for a match that has kicked off',
    possessionMakes100: 'The other side had %{other}% possession: the two make 100%',
  },
});
