import { defineOverride } from '../server-overrides/define';

// One primary address per player: choosing another releases the previous one, and a player's first
// address is the primary one (under a lock on the player, so two writes at once agree).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values }, client) => {
    if (action === 'delete') return;
    const address = { ...before, ...values };
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`playerAddresses:${address.playerId}`]);
    if (address.isPrimary) {
      await client.query('UPDATE "player_addresses" SET "is_primary" = false, "version" = "version" + 1, "updated_at" = now() WHERE "player_id" = $1 AND "is_primary" AND "id" IS DISTINCT FROM $2', [address.playerId, id ?? null]);
      return;
    }
    const { rows } = await client.query('SELECT 1 FROM "player_addresses" WHERE "player_id" = $1 AND "is_primary" AND "id" IS DISTINCT FROM $2', [address.playerId, id ?? null]);
    if (rows.length === 0) values.isPrimary = true;
  },
}));
