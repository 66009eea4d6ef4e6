import { clubDay } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';
import { lockPlace, placeTakenBy } from './parts/places';
import { refreshAttendanceRates } from './parts/players';

/** What books a session (its coach, its place, its time, its team and plan). */
const BOOKED = ['teamId', 'planId', 'coachId', 'facilityId', 'startsAt', 'durationMinutes', 'status'];

const MOVES = { scheduled: ['completed', 'cancelled'], completed: ['scheduled'], cancelled: ['scheduled'] };

/** The most players one call takes attendance for (a squad and its call-ups). */
const MAX_ENTRIES = 80;
const STATUSES = ['present', 'late', 'absent', 'excused'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MESSAGES: Record<Locale, {
  refused: string;
  coachBusy: (title: string) => string;
  placeBusy: (title: string) => string;
  otherTeam: string;
  outsidePlan: string;
  notStarted: string;
  entries: string;
  entry: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The training session cannot be saved this way',
    coachBusy: (title) => `The coach already has a session at that time: ${title}`,
    placeBusy: (title) => `The pitch or hall is already booked at that time: ${title}`,
    otherTeam: "The plan is another team's",
    outsidePlan: "The session is outside the plan's period",
    notStarted: 'A session is completed once it has started',
    entries: `Attendance is a list of 1 to ${MAX_ENTRIES} players, each with a status`,
    entry: 'Each entry names a player and a status: present, late, absent or excused',
    labels: { scheduled: 'scheduled', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الحصة التدريبية بهذه الطريقة',
    coachBusy: (title) => `للمدرب حصة أخرى في هذا الوقت: ${title}`,
    placeBusy: (title) => `الملعب أو الصالة محجوز في هذا الوقت: ${title}`,
    otherTeam: 'الخطة لفريق آخر',
    outsidePlan: 'الحصة خارج فترة الخطة',
    notStarted: 'لا تنتهي حصة قبل أن تبدأ',
    entries: `الحضور قائمة من لاعب واحد إلى ${MAX_ENTRIES} لاعبًا، لكل منهم حالته`,
    entry: 'يُذكر في كل سطر اللاعب وحالته: حاضر أو متأخر أو غائب أو معتذر',
    labels: { scheduled: 'مجدولة', completed: 'منتهية', cancelled: 'ملغاة' },
  },
};

/** Another session (not cancelled) overlapping [start, end) on the column's value, if any. */
const overlapping = async (client: PoolClient, column: string, value: unknown, start: string, end: string, id: string | undefined): Promise<string | undefined> => {
  const { rows } = await client.query<{ title: string }>(
    `SELECT "title" FROM "training_sessions"
      WHERE "${column}" = $1 AND "status" <> 'cancelled' AND "id" IS DISTINCT FROM $2 AND "starts_at" < $4 AND "ends_at" > $3
      ORDER BY "starts_at" LIMIT 1`,
    [value, id ?? null, start, end],
  );
  return rows[0]?.title;
};

interface Entry {
  playerId: string;
  status: string;
  minutesLate?: number | null;
  notes?: string | null;
}

/** The action's body: `{ entries: [{ playerId, status, minutesLate?, notes? }] }`, each player once. */
const entriesOf = (body: unknown, locale: Locale): Entry[] => {
  const m = MESSAGES[locale];
  const list = typeof body === 'object' && body !== null ? (body as { entries?: unknown }).entries : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ENTRIES) throw badRequest(m.entries, { entries: m.entries });
  const seen = new Set<string>();
  return list.map((item, index) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const playerId = String(entry.playerId ?? '');
    if (!UUID.test(playerId) || seen.has(playerId) || !STATUSES.includes(String(entry.status))) throw badRequest(m.entry, { [`entries.${index}`]: m.entry });
    seen.add(playerId);
    return { playerId, status: String(entry.status), minutesLate: typeof entry.minutesLate === 'number' ? entry.minutesLate : null, notes: typeof entry.notes === 'string' ? entry.notes : null };
  });
};

// A session ends its duration after it starts; neither its coach nor its pitch or hall is booked on
// another session that overlaps (checked under a lock on each, so two bookings at once cannot both
// pass); a session of a plan is of the plan's team and within its period. The whole squad's
// attendance is taken in one call (action `attendance`): every player's row written with its rules
// in one transaction, or none.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale, cause }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const session: Row = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const start = new Date(String(session.startsAt));
    const end = new Date(start.getTime() + Number(session.durationMinutes) * 60_000);
    values.endsAt = end.toISOString();
    if (action === 'create') Object.assign(values, { presentCount: 0, absentCount: 0 });
    if (values.status === 'completed' && before?.status !== 'completed' && start.getTime() > Date.now()) throw badRequest(m.refused, { status: m.notStarted });
    // Its counts, brought by its attendance, book nothing: the session is not booked again for them.
    if (cause && action === 'update' && !BOOKED.some((field) => field in values)) return;
    if (session.planId) {
      const { rows } = await client.query(`SELECT "team_id" AS "teamId", "period_start"::text AS "from", "period_end"::text AS "to" FROM "training_plans" WHERE "id" = $1`, [session.planId]);
      const plan = rows[0];
      if (plan && plan.teamId !== session.teamId) throw badRequest(m.refused, { planId: m.otherTeam });
      const day = clubDay(start);
      if (plan && (day < plan.from || day > plan.to)) throw badRequest(m.refused, { startsAt: m.outsidePlan });
    }
    if (session.status === 'cancelled') return;
    // Locks in a fixed order (coach, then place): two writes never wait on each other crosswise.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`trainingSessions:coach:${session.coachId}`]);
    const coachBusy = await overlapping(client, 'coach_id', session.coachId, start.toISOString(), end.toISOString(), id);
    if (coachBusy) throw conflict(m.coachBusy(coachBusy), { coachId: m.coachBusy(coachBusy) });
    if (session.facilityId) {
      // The place is shared with its bookings (parts/places.ts).
      await lockPlace(client, session.facilityId);
      const placeBusy = await placeTakenBy(client, session.facilityId, start.toISOString(), end.toISOString(), { session: id });
      if (placeBusy) throw conflict(m.placeBusy(placeBusy), { facilityId: m.placeBusy(placeBusy) });
    }
  },
  afterWrite: async (event, client) => {
    const { action, before, after, changed } = event;
    const cause = causeOf(event);
    const plans = [...new Set([before?.planId, after?.planId].filter(Boolean))];
    if (plans.length) {
      const { rows } = await client.query<{ id: string; sessions: number }>(
        `SELECT p."id", c."sessions"
           FROM "training_plans" p, LATERAL (SELECT count(*)::int AS "sessions" FROM "training_sessions" s WHERE s."plan_id" = p."id" AND s."status" <> 'cancelled') c
          WHERE p."id" = ANY($1::uuid[]) AND p."session_count" IS DISTINCT FROM c."sessions"
          ORDER BY p."id" FOR NO KEY UPDATE OF p`,
        [plans],
      );
      for (const row of rows) await records.update('trainingPlans', row.id, { sessionCount: row.sessions }, cause);
    }
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
          const entries = entriesOf(body, locale);
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
