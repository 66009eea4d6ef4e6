import { defineOverride } from '../server-overrides/define';
import { refreshPortalUsers } from './parts/players';

// One primary contact per player: choosing another releases the previous one, and a player's first
// parent is the primary contact (under a lock on the player). A parent's portal account reads the
// players linked here from the moment the link is written, and no longer once it is gone.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values }, client) => {
    if (action === 'delete') return;
    const link = { ...before, ...values };
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`parentPlayers:${link.playerId}`]);
    if (link.isPrimaryContact) {
      await client.query('UPDATE "parent_players" SET "is_primary_contact" = false, "version" = "version" + 1, "updated_at" = now() WHERE "player_id" = $1 AND "is_primary_contact" AND "id" IS DISTINCT FROM $2', [link.playerId, id ?? null]);
      return;
    }
    const { rows } = await client.query('SELECT 1 FROM "parent_players" WHERE "player_id" = $1 AND "is_primary_contact" AND "id" IS DISTINCT FROM $2', [link.playerId, id ?? null]);
    if (rows.length === 0) values.isPrimaryContact = true;
  },
  afterWrite: async ({ before, after }, client) => {
    await refreshPortalUsers(client, [before?.playerId, after?.playerId]);
  },
}));
