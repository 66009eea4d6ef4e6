import { defineOverride } from '../server-overrides/define';
import { keepOnePrimary } from './parts/one-primary';

// One primary address per player: choosing another releases the previous one, and a player's first
// address is the primary one.
export const override = defineOverride(() => ({
  beforeWrite: (write, client) => keepOnePrimary(client, write, { table: 'player_addresses', owner: ['playerId', 'player_id'], flag: ['isPrimary', 'is_primary'] }),
}));
