import { defineOverride } from '../server-overrides/define';
import { keepOnePrimary } from './parts/one-primary';
import { refreshPortalUsers } from './parts/players';

// One primary contact per player: choosing another releases the previous one, and a player's first
// parent is the primary contact. A parent's portal account reads the players linked here from the
// moment the link is written, and no longer once it is gone.
export const override = defineOverride(() => ({
  beforeWrite: (write, client) => keepOnePrimary(client, write, { table: 'parent_players', owner: ['playerId', 'player_id'], flag: ['isPrimaryContact', 'is_primary_contact'] }),
  afterWrite: async ({ before, after }, client) => {
    await refreshPortalUsers(client, [before?.playerId, after?.playerId]);
  },
}));
