import type { playerRoomAssignments } from '@club/schema/resources/playerRoomAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerRoomAssignments>({
  name: 'Room assignment |||| Room assignments',
  fields: {
    residenceId: 'Stay',
    playerId: 'Player',
    playerName: 'Player name',
    roomId: 'Room',
    bedNumber: 'Bed',
    startOn: 'From',
    endOn: 'Until (first day away)',
    status: 'Status',
    reason: 'Reason',
    notes: 'Notes',
  },
  enums: {
    status: { upcoming: 'Upcoming', current: 'Current', ended: 'Ended' },
    reason: { arrival: 'Arrival', move: 'Room move', request: 'Player\'s request', other: 'Other' },
  },
  actions: {
    move: 'Move to another bed',
  },
});
