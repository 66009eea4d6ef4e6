import { CLUB_TIME_ZONE } from '@club/schema';
import { defineOverride } from '../server-overrides/define';

/** A report covers at most a season and a half (long enough for any club period). */
const MAX_DAYS = 550;

// A report is assembled by the server on every save of a draft: the period's sessions (not
// cancelled) and attendance, matches played with minutes, goals, assists and mean rating, and the
// mean of each evaluation scale (once published it is frozen: its workflow).
// A span between two dates at most: no declared check measures one.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete' || before?.status === 'published') return;
    const report = { ...before, ...values };
    const from = String(report.periodStart);
    const to = String(report.periodEnd);
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS) throw rules.refuse(write, 'periodAtMost', { days: MAX_DAYS });
    const { rows } = await client.query(
      `SELECT
         (SELECT count(*)::int FROM "player_training_attendance" a JOIN "training_sessions" s ON s."id" = a."session_id"
           WHERE a."player_id" = $1 AND s."status" <> 'cancelled' AND a."status" <> 'excused' AND (s."starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date BETWEEN $2 AND $3) AS "sessionsTotal",
         (SELECT count(*)::int FROM "player_training_attendance" a JOIN "training_sessions" s ON s."id" = a."session_id"
           WHERE a."player_id" = $1 AND s."status" <> 'cancelled' AND a."status" IN ('present', 'late') AND (s."starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date BETWEEN $2 AND $3) AS "sessionsAttended",
         g."matchesPlayed", g."minutesPlayed", g."goals", g."assists", g."averageRating",
         e."evaluations", e."technical", e."tactical", e."physical", e."mental"
         FROM (SELECT count(*) FILTER (WHERE p."minutes_played" > 0)::int AS "matchesPlayed", coalesce(sum(p."minutes_played"), 0)::int AS "minutesPlayed",
                      coalesce(sum(p."goals"), 0)::int AS "goals", coalesce(sum(p."assists"), 0)::int AS "assists", round(avg(p."rating"), 1)::float8 AS "averageRating"
                 FROM "player_matches" p JOIN "matches" x ON x."id" = p."match_id"
                WHERE p."player_id" = $1 AND (x."kickoff_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date BETWEEN $2 AND $3) g,
              (SELECT count(*)::int AS "evaluations", round(avg("technical"), 1)::float8 AS "technical", round(avg("tactical"), 1)::float8 AS "tactical",
                      round(avg("physical"), 1)::float8 AS "physical", round(avg("mental"), 1)::float8 AS "mental"
                 FROM "player_development" WHERE "player_id" = $1 AND "evaluated_on" BETWEEN $2 AND $3) e`,
      [report.playerId, from, to],
    );
    const facts = rows[0]!;
    Object.assign(values, facts, { attendanceRate: facts.sessionsTotal ? Math.round((1000 * facts.sessionsAttended) / facts.sessionsTotal) / 10 : null });
  },
}));
