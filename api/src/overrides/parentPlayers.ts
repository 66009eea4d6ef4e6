import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { keepOnePrimary } from './parts/one-primary';
import { refreshPortalUsers } from './parts/players';

// One primary contact per player: choosing another releases the previous one, and a player's first
// parent is the primary contact. A parent's portal account reads the players linked here from the
// moment the link is written, and no longer once it is gone.
export const override = defineOverride(({ records }) => ({
  beforeWrite: (write, client) => keepOnePrimary(records, client, write, { resource: 'parentPlayers', owner: 'playerId', flag: 'isPrimaryContact' }),
  afterWrite: async (event, client) => {
    await refreshPortalUsers(client, records, causeOf(event), [event.before?.playerId, event.after?.playerId]);
  },
}));
