import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { refreshAttendanceRates } from './parts/players';

// Attendance is taken for the session's team's players, never for a cancelled session (minutes
// late only for a late arrival: declared); who took it is recorded. Each write recomputes the player's
// attendance rate in the same transaction (the session's counts are its declared rollups).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, cause } = write;
    if (action === 'delete') return;
    const row = { ...before, ...values };
    const { rows } = await client.query(
      `SELECT s."status", s."starts_at" AS "startsAt", s."team_id" = p."team_id" AS "inTeam" FROM "training_sessions" s, "players" p WHERE s."id" = $1 AND p."id" = $2`,
      [row.sessionId, row.playerId],
    );
    // A session moved brings its rows its new start: no attendance taken, nothing to judge, who took it stays.
    if (cause?.resource === 'trainingSessions' && action === 'update') {
      if (rows[0]) values.sessionStartsAt = (rows[0].startsAt as Date).toISOString();
      return;
    }
    // What was taken comes back from the trash as it was: the session cancelled or the player in
    // another team since do not judge attendance taken before.
    if (action !== 'restore' && rows[0]?.status === 'cancelled') throw rules.refuse(write, 'sessionHeld', {}, 409);
    if (action !== 'restore' && rows[0] && !rows[0].inTeam) throw rules.refuse(write, 'playerOfTheTeam');
    if (rows[0]) values.sessionStartsAt = (rows[0].startsAt as Date).toISOString();
    values.recordedById = actor?.id ?? null;
  },
  afterWrite: async (event, client) => {
    await refreshAttendanceRates(client, records, causeOf(event), [event.before?.playerId, event.after?.playerId]);
  },
}));
