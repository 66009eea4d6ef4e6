import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// Its moves (completed dated today) and its dates' order are declared in its schema. What stays:
// it treats its own player's medical record (two records' fields compared), and while a plan of
// theirs is active a player shows as injured; when the last one ends an injured player is active again.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const plan = { ...before, ...values };
    if (!plan.medicalRecordId) return;
    const { rows } = await client.query('SELECT "player_id" AS "playerId" FROM "medical_records" WHERE "id" = $1', [plan.medicalRecordId]);
    if (rows[0] && rows[0].playerId !== plan.playerId) throw rules.refuse(write, 'ownPlayersRecord');
  },
  afterWrite: async (event, client) => {
    const { before, after } = event;
    for (const playerId of new Set([before?.playerId, after?.playerId].filter(Boolean))) {
      const { rows } = await client.query<{ status: string; treated: boolean }>(
        `SELECT p."status", EXISTS (SELECT 1 FROM "treatment_plans" t WHERE t."player_id" = p."id" AND t."status" = 'active') AS "treated"
           FROM "players" p WHERE p."id" = $1 FOR NO KEY UPDATE OF p`,
        [playerId],
      );
      const player = rows[0];
      if (player?.treated && player.status === 'active') await records.update('players', String(playerId), { status: 'injured' }, causeOf(event));
      if (player && !player.treated && player.status === 'injured') await records.update('players', String(playerId), { status: 'active' }, causeOf(event));
    }
  },
}));
