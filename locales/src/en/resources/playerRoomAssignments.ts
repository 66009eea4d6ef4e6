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
  rules: {
    endsAfterStart: 'An assignment ends after it starts',
    bedInRoom: 'The room has beds 1 to %{than}',
    roomInService: 'The room is not in service',
    roomOfGender: 'The room is for the other gender',
    roomOfStay: "The room is in another building than the player's stay",
    withinStay: "The assignment is within the player's stay",
    moveNamesBed: 'A move names the room and the bed, and a day from the current assignment’s start',
    bedOfOne: 'The bed is taken then by %{record}',
    oneBedEach: 'The player already has a bed then',
  },
});
