import type { parentPlayers } from '@club/schema/resources/parentPlayers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof parentPlayers>({
  name: 'Parent and player |||| Parents and players',
  fields: {
    parentId: 'Parent',
    playerId: 'Player',
    relation: 'Relation',
    isPrimaryContact: 'Primary contact',
    canPickUp: 'May pick up',
    notes: 'Notes',
  },
  enums: {
    relation: { father: 'Father', mother: 'Mother', brother: 'Brother', sister: 'Sister', uncle: 'Uncle', grandparent: 'Grandparent', guardian: 'Legal guardian' },
  },
  rules: {
    onePrimaryContact: 'A player has one primary contact',
  },
});
