import { clubDay } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { refreshAttendanceRates } from './parts/players';

/** The most players one call takes attendance for (a squad and its call-ups). */
const MAX_ENTRIES = 80;
const STATUSES = ['present', 'late', 'absent', 'excused'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  playerId: string;
  status: string;
  minutesLate?: number | null;
  notes?: string | null;
}

/** The action's body: `{ entries: [{ playerId, status, minutesLate?, notes? }] }`, each player once. */
const entriesOf = (rules: RuleRefusals, body: unknown, locale: Locale): Entry[] => {
  const call = { resource: 'trainingSessions', locale };
  const list = typeof body === 'object' && body !== null ? (body as { entries?: unknown }).entries : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ENTRIES) throw rules.refuse(call, 'attendanceEntries', { max: MAX_ENTRIES }, 400, ['entries']);
  const seen = new Set<string>();
  return list.map((item, index) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const playerId = String(entry.playerId ?? '');
    if (!UUID.test(playerId) || seen.has(playerId) || !STATUSES.includes(String(entry.status))) throw rules.refuse(call, 'attendanceEntry', {}, 400, [`entries.${index}`]);
    seen.add(playerId);
    return { playerId, status: String(entry.status), minutesLate: typeof entry.minutesLate === 'number' ? entry.minutesLate : null, notes: typeof entry.notes === 'string' ? entry.notes : null };
  });
};

// A session's moves, its coach's and its place's hours (the place shared with its bookings) and
// its attendance counts are declared in its schema; its end is derived here first, for them to
// judge. What stays: a session of a plan is of the plan's team and within its period (rules across
// two records' fields the vocabulary has no word for); the whole squad's attendance is taken in one
// call (action `attendance`): every player's row written with its rules in one transaction, or none.
export const override = defineOverride(({ records, rules }) => ({
  prepare: ({ action, before, values }) => {
    if (action !== 'create' && !(action === 'update' && ('startsAt' in values || 'durationMinutes' in values))) return;
    const session: Row = { ...before, ...values };
    values.endsAt = new Date(new Date(String(session.startsAt)).getTime() + Number(session.durationMinutes) * 60_000).toISOString();
  },
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete' || !(action === 'create' || 'planId' in values || 'teamId' in values || 'startsAt' in values)) return;
    const session: Row = { ...before, ...values };
    if (!session.planId) return;
    const { rows } = await client.query(`SELECT "team_id" AS "teamId", "period_start"::text AS "from", "period_end"::text AS "to" FROM "training_plans" WHERE "id" = $1`, [session.planId]);
    const plan = rows[0];
    if (plan && plan.teamId !== session.teamId) throw rules.refuse(write, 'planOfTeam');
    const day = clubDay(new Date(String(session.startsAt)));
    if (plan && (day < plan.from || day > plan.to)) throw rules.refuse(write, 'withinPlan');
  },
  afterWrite: async (event, client) => {
    const { action, after, changed } = event;
    const cause = causeOf(event);
    // Its attendance rows show when it starts.
    if (action === 'update' && changed.includes('startsAt')) await records.updateWhere('playerTrainingAttendance', { sessionId: after!.id }, { sessionStartsAt: after!.startsAt }, cause);
    // A cancelled session (or one brought back) no longer counts (or counts again) in its players' rates.
    if (action === 'update' && changed.includes('status')) {
      const { rows } = await client.query<{ id: string }>('SELECT "player_id" AS "id" FROM "player_training_attendance" WHERE "session_id" = $1', [after!.id]);
      await refreshAttendanceRates(client, records, cause, rows.map((row) => row.id));
    }
  },
  recordActions: {
    attendance: {
      run: ({ resource, id, body, actor, reader, locale }, crud) =>
        crud.together(async () => {
          const entries = entriesOf(rules, body, locale);
          await crud.getOne(resource, id, locale, reader);
          const { rows: taken } = await crud.list('playerTrainingAttendance', { filter: JSON.stringify({ sessionId: id }), range: `[0,${MAX_ENTRIES * 2}]` }, locale, reader);
          const byPlayer = new Map(taken.map((row) => [String(row.playerId), row]));
          for (const entry of entries) {
            const values = { status: entry.status, minutesLate: entry.status === 'late' ? entry.minutesLate : null, notes: entry.notes || null };
            const existing = byPlayer.get(entry.playerId);
            if (existing) await crud.update('playerTrainingAttendance', String(existing.id), values, locale, { actor, reader });
            else await crud.create('playerTrainingAttendance', { sessionId: id, playerId: entry.playerId, ...values }, locale, { actor, reader });
          }
          return crud.getOne(resource, id, locale, reader);
        }),
    },
  },
}));
