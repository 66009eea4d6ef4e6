import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { commentOf, editAction } from './parts/edit-action';
import { recountHours } from './parts/volunteering';

/**
 * Who may get a check-in code: a volunteer accepted for the opportunity (or attended already),
 * not blocked, by their national ID; the code goes to their phone on file.
 */
const checkInHolder = async (client: PoolClient, opportunityId: string, nationalId: unknown): Promise<{ resource: string; id: string; phone: string } | undefined> => {
  if (typeof nationalId !== 'string') return undefined;
  const { rows } = await client.query<{ id: string; phone: string }>(
    `SELECT v."id", v."phone" FROM "volunteers" v JOIN "volunteer_assignments" a ON a."volunteer_id" = v."id"
     WHERE v."national_id" = $1 AND a."opportunity_id" = $2 AND a."status" IN ('accepted', 'attended') AND v."status" <> 'blocked' AND v."phone" IS NOT NULL
     LIMIT 1`,
    [nationalId.trim(), opportunityId],
  );
  return rows[0] && { resource: 'volunteers', id: rows[0].id, phone: rows[0].phone };
};

// Hours of a volunteer on an opportunity, once a day: logged by the office (date and hours given)
// or by the volunteer's own check-in on the attendance link (their national ID and the code texted
// to their phone on file, which names them: `proof`; only if accepted for the opportunity; today,
// on its days, its hours a day; their application then counts as attended).
// Pending until a supervisor approves or rejects them (with a reason; who and when kept), after
// which they never change; only approved hours add up on the volunteer.
export const override = defineOverride(({ records, rules }) => ({
  // Who logs the hours says how: the office gives the day and hours (declared), a check-in is given them.
  prepare: ({ action, values, actor, recordAction }) => {
    if (action === 'create' && !recordAction) Object.assign(values, { status: 'pending', source: actor ? 'office' : 'checkIn' });
  },
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, recordAction, cause, proof } = write;
    if (before && before.status !== 'pending') throw rules.refuse(write, 'decidedStays', {}, 409);
    if (action === 'delete') return;
    if (recordAction) {
      const comment = commentOf(recordAction.body);
      if (recordAction.name === 'reject' && !comment) throw rules.refuse(write, 'reasonToReject');
      Object.assign(values, { status: recordAction.name === 'approve' ? 'approved' : 'rejected', decidedById: actor?.id ?? null, decidedAt: new Date().toISOString(), rejectionReason: recordAction.name === 'reject' ? comment : null });
      return;
    }
    const log = { ...before, ...values };
    if (action === 'create' || 'volunteerId' in values || 'nationalId' in values) {
      // A check-in's code proved who checks in; the office names the volunteer; the system's own rows give the ID.
      const proven = action === 'create' && proof?.resource === 'volunteers' ? proof.id : undefined;
      // Nobody signed in and no write of the app's own: only the code names the volunteer, never a national ID alone.
      if (action === 'create' && !actor && !cause && proven === undefined) throw rules.refuse(write, 'codeProves', {}, 400, ['code']);
      const byId = proven !== undefined || (Boolean(log.volunteerId) && actor !== undefined);
      if (!byId && !log.nationalId) throw rules.refuse(write, 'volunteerNamed');
      const { rows } = await client.query<{ id: string; nationalId: string }>(
        byId ? 'SELECT "id", "national_id" AS "nationalId" FROM "volunteers" WHERE "id" = $1' : 'SELECT "id", "national_id" AS "nationalId" FROM "volunteers" WHERE "national_id" = $1',
        [proven ?? (byId ? log.volunteerId : log.nationalId)],
      );
      if (!rows[0]) throw rules.refuse(write, 'volunteerKnown');
      Object.assign(values, { volunteerId: rows[0].id, nationalId: rows[0].nationalId });
    }
    // A check-in back from the trash is no check-in today: its day and hours stay, the application as it is.
    if (values.source === 'checkIn' && action !== 'restore') {
      const { rows: assignments } = await client.query<{ id: string; status: string }>(
        `SELECT "id", "status" FROM "volunteer_assignments" WHERE "opportunity_id" = $1 AND "volunteer_id" = $2 AND "status" IN ('accepted', 'attended') FOR NO KEY UPDATE`,
        [log.opportunityId, values.volunteerId],
      );
      if (!assignments[0]) throw rules.refuse(write, 'volunteerAccepted', {}, 409);
      const { rows } = await client.query<{ first: string; last: string; hours: string }>(
        `SELECT ("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date::text AS "first", ("ends_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date::text AS "last", "hours_per_day" AS "hours" FROM "event_opportunities" WHERE "id" = $1`,
        [log.opportunityId],
      );
      const today = todayInRiyadh();
      if (!rows[0] || today < rows[0].first || today > rows[0].last) throw rules.refuse(write, 'opportunityDay', {}, 409);
      Object.assign(values, { workDate: today, hours: Number(rows[0].hours) });
      if (assignments[0].status === 'accepted') await records.update('volunteerAssignments', assignments[0].id, { status: 'attended' }, causeOf(write));
    }
    const { rows: again } = await client.query('SELECT 1 FROM "volunteer_hours_logs" WHERE "opportunity_id" = $1 AND "volunteer_id" = $2 AND "work_date" = $3 AND "id" IS DISTINCT FROM $4', [log.opportunityId, values.volunteerId ?? log.volunteerId, values.workDate ?? log.workDate, before?.id ?? null]);
    if (again[0]) throw rules.refuse(write, 'oncePerDay', {}, 409);
  },
  afterWrite: async (event, client) => {
    for (const volunteerId of new Set([event.before?.volunteerId, event.after?.volunteerId].filter(Boolean))) await recountHours(records, client, volunteerId, causeOf(event));
  },
  recordActions: { approve: editAction('approve'), reject: editAction('reject') },
  // The attendance link's second step: the code goes to the phone on file, never to one the sender gives.
  publicCodes: {
    holderOf: ({ pageId, values }, client) => checkInHolder(client, pageId, values.nationalId),
    asked: { en: rules.text({ resource: 'volunteerHoursLogs', locale: 'en' }, 'codeAsked'), ar: rules.text({ resource: 'volunteerHoursLogs', locale: 'ar' }, 'codeAsked') },
    text: {
      en: (code, minutes) => rules.text({ resource: 'volunteerHoursLogs', locale: 'en' }, 'codeSms', { code, minutes }),
      ar: (code, minutes) => rules.text({ resource: 'volunteerHoursLogs', locale: 'ar' }, 'codeSms', { code, minutes }),
    },
  },
}));
