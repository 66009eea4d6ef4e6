import { defineResource, f } from '../index';
import { ALL_PLAYERS } from './players';

// Which parent, which player (SPEC §2 /parentPlayers): the relation, and the one primary contact of
// each player (choosing another releases it). A parent's portal account reads the players linked here.
export const parentPlayers = defineResource({
  name: 'parentPlayers',
  route: '/parentPlayers',
  menu: { group: 'players', icon: 'FamilyRestroom', order: 5 },
  recordRepresentation: 'relation',
  fields: {
    parentId: f.reference('parents', { required: true }),
    playerId: f.reference('players', { required: true }),
    relation: f.enum(['father', 'mother', 'brother', 'sister', 'uncle', 'grandparent', 'guardian'], { required: true }),
    isPrimaryContact: f.boolean({ default: false }),
    canPickUp: f.boolean({ default: true }),
    notes: f.text({ maxLength: 300 }),
  },
  uniqueTogether: [['parentId', 'playerId']],
  constraints: { onePrimaryContact: { kind: 'onePrimary', flag: 'isPrimaryContact', per: 'playerId' } },
  scope: { owners: ['playerId.portalUserIds'], everyone: ALL_PLAYERS },
  list: { columns: ['parentId', 'playerId', 'relation', 'isPrimaryContact', 'canPickUp'], sort: ['createdAt', 'DESC'] },
  filters: { relation: { alwaysOn: true }, isPrimaryContact: {}, canPickUp: {} },
});
