import { defineResource, f, PERSONAL_CONTACTS } from '../index';
import { ALL_PLAYERS } from './players';

// Where a player lives (SPEC §2 /PlayerAddresses), in the Saudi national address's parts; one
// address of each player is the primary one (choosing another releases it).
export const playerAddresses = defineResource({
  name: 'playerAddresses',
  route: '/PlayerAddresses',
  menu: { group: 'players', icon: 'Place', order: 2 },
  recordRepresentation: ['district', 'city'],
  fields: {
    playerId: f.reference('players', { required: true }),
    type: f.enum(['home', 'family', 'residence'], { required: true, default: 'home' }),
    city: f.text({ required: true, maxLength: 80, search: true }),
    district: f.text({ required: true, maxLength: 80, search: true }),
    street: f.text({ maxLength: 120, sensitive: PERSONAL_CONTACTS }),
    buildingNo: f.text({ pattern: '^[0-9]{4}$', sensitive: PERSONAL_CONTACTS }),
    postalCode: f.text({ required: true, pattern: '^[0-9]{5}$', sensitive: PERSONAL_CONTACTS }),
    additionalNo: f.text({ pattern: '^[0-9]{4}$', sensitive: PERSONAL_CONTACTS }),
    // The national address's short code: four letters and four digits (RRRD2929).
    shortAddress: f.text({ pattern: '^[A-Z]{4}[0-9]{4}$', sensitive: PERSONAL_CONTACTS }),
    isPrimary: f.boolean({ default: false }),
    notes: f.text({ maxLength: 300 }),
  },
  constraints: { onePrimaryAddress: { kind: 'onePrimary', flag: 'isPrimary', per: 'playerId' } },
  scope: { owners: ['playerId.portalUserIds'], everyone: ALL_PLAYERS },
  list: { columns: ['playerId', 'type', 'city', 'district', 'postalCode', 'isPrimary'], sort: ['city', 'ASC'] },
  filters: { type: { alwaysOn: true }, isPrimary: {} },
});
