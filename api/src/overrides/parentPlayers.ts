import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { refreshPortalUsers } from './parts/players';

// (One primary contact per player is declared in the schema.) A parent's portal account reads the
// players linked here from the moment the link is written, and no longer once it is gone.
export const override = defineOverride(({ records }) => ({
  afterWrite: async (event, client) => {
    await refreshPortalUsers(client, records, causeOf(event), [event.before?.playerId, event.after?.playerId]);
  },
}));
