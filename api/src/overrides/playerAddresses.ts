import { defineOverride } from '../server-overrides/define';
import { keepOnePrimary } from './parts/one-primary';

// One primary address per player: choosing another releases the previous one, and a player's first
// address is the primary one.
export const override = defineOverride(({ records }) => ({
  beforeWrite: (write, client) => keepOnePrimary(records, client, write, { resource: 'playerAddresses', owner: 'playerId', flag: 'isPrimary' }),
}));
