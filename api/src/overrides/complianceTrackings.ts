import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import type { InAppNotifications } from '../notifications/in-app';
import type { Outbox } from '../outbox';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';
import { todayInRiyadh } from './parts/club-calendar';
import { nextDue } from './parts/maintenance';

/** The period a due date falls in, as often as the standard asks: 2026-09, 2026-Q3, 2026-H2, 2026, or once. */
export const periodOf = (dueDate: string, frequency: string): string => {
  const [year, month] = [dueDate.slice(0, 4), Number(dueDate.slice(5, 7))];
  if (frequency === 'monthly') return dueDate.slice(0, 7);
  if (frequency === 'quarterly') return `${year}-Q${Math.ceil(month / 3)}`;
  if (frequency === 'semiAnnual') return `${year}-H${month <= 6 ? 1 : 2}`;
  if (frequency === 'annual') return year;
  return 'once';
};

interface DueCheck {
  id: string;
  ownerId: string;
  code: string;
  title: string;
  titleAr: string;
  period: string;
  dueDate: string;
  email: string;
}

/** Owners of checks due within their standard's reminder days, not yet told: one email and one in-app notice each, the check marked, in one transaction. */
const remindOwners = async (client: PoolClient, records: Records, rules: RuleRefusals, cause: Cause, outbox: Outbox, notifications: InAppNotifications, publicUrl: string): Promise<number> => {
  const { rows } = await client.query<DueCheck>(
    `SELECT t."id", t."owner_id" AS "ownerId", s."code", s."title", s."title_ar" AS "titleAr", t."period", t."due_date"::text AS "dueDate", u."email"
       FROM "compliance_trackings" t
       JOIN "compliance_standards" s ON s."id" = t."standard_id"
       JOIN "users" u ON u."id" = t."owner_id" AND u."status" = 'active'
      WHERE t."status" IN ('pending', 'inProgress') AND t."reminder_sent_at" IS NULL
        AND t."due_date" BETWEEN $1::date AND $1::date + s."reminder_days"
      ORDER BY t."due_date"
      FOR NO KEY UPDATE OF t SKIP LOCKED`,
    [todayInRiyadh()],
  );
  for (const check of rows) {
    // Arabic then English, its words from locales/ (texts), each with the standard's title in that language.
    const part = (locale: 'ar' | 'en') => {
      const at = { resource: 'complianceTrackings', locale };
      const words = { code: check.code, period: check.period, date: check.dueDate, title: locale === 'ar' ? check.titleAr : check.title };
      return { subject: rules.text(at, 'reminderSubject', words), text: rules.text(at, 'reminderText', words) };
    };
    const message = bilingualEmail(part('ar'), part('en'), `${publicUrl}/ComplianceTrackings/${check.id}/show`);
    await outbox.enqueue(client, { channel: 'email', kind: 'complianceDue', recipient: check.email, ...message });
    await notifications.send(client, [{ userId: check.ownerId, kind: 'reminder', resource: 'complianceTrackings', recordId: check.id, title: `${check.code} ${check.period}`, body: check.dueDate }]);
    await records.update('complianceTrackings', check.id, { reminderSentAt: new Date() }, cause);
  }
  return rows.length;
};

interface LatestCheck {
  standardId: string;
  frequency: string;
  dueDate: string;
  ownerId: string;
}

/**
 * Opens the next period's check of every active recurring standard whose latest check is past its
 * due date (as preventive maintenance plans open their requests): due as often as the standard
 * asks after the last one (a standard left a while gets the period to come, not the missed ones),
 * owned by the same person, pending. The standards are locked and a period has one check (its
 * unique index besides), so a second run, or a second instance, opens none.
 */
const openNextPeriods = async (client: PoolClient, records: Records, cause: Cause): Promise<number> => {
  const today = todayInRiyadh();
  const { rows } = await client.query<LatestCheck>(
    `SELECT s."id" AS "standardId", s."frequency", t."dueDate", t."ownerId"
       FROM "compliance_standards" s
       CROSS JOIN LATERAL (SELECT "due_date"::text AS "dueDate", "owner_id" AS "ownerId" FROM "compliance_trackings" WHERE "standard_id" = s."id" ORDER BY "due_date" DESC LIMIT 1) t
      WHERE s."is_active" AND s."frequency" <> 'once' AND t."dueDate"::date < $1::date
      ORDER BY s."id" FOR NO KEY UPDATE OF s SKIP LOCKED`,
    [today],
  );
  let opened = 0;
  for (const latest of rows) {
    const every = latest.frequency === 'semiAnnual' ? 'semiannual' : latest.frequency;
    let due = nextDue(latest.dueDate, every);
    while (due < today) due = nextDue(due, every);
    const { rows: made } = await client.query('SELECT 1 FROM "compliance_trackings" WHERE "standard_id" = $1 AND "period" = $2', [latest.standardId, periodOf(due, latest.frequency)]);
    if (made[0]) continue;
    await records.create('complianceTrackings', { standardId: latest.standardId, dueDate: due, ownerId: latest.ownerId, status: 'pending' }, cause);
    opened += 1;
  }
  return opened;
};

/** Checks not done by their due date are overdue. */
const markOverdue = async (records: Records, cause: Cause): Promise<number> =>
  (await records.updateWhere('complianceTrackings', { status: ['pending', 'inProgress'], dueDate_lt: todayInRiyadh() }, { status: 'overdue' }, cause)).length;

// A compliance check (its moves, compliant with evidence, non-compliant with findings and a dated
// corrective action: declared): its period derived (once per standard); a new due date is announced
// afresh; one still pending past its due date is overdue; a standard opens its next period's check.
export const override = defineOverride(({ records, rules, outbox, notifications, publicUrl }) => ({
  schedule: {
    reminders: { everyMinutes: 60, run: (client, cause) => remindOwners(client, records, rules, cause, outbox, notifications, publicUrl) },
    overdue: { everyMinutes: 60, run: (_client, cause) => markOverdue(records, cause) },
    nextPeriods: { everyMinutes: 60, run: (client, cause) => openNextPeriods(client, records, cause) },
  },
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete' || before?.status === 'compliant') return;
    const check = { ...before, ...values };
    const { rows } = await client.query<{ frequency: string }>('SELECT "frequency" FROM "compliance_standards" WHERE "id" = $1', [check.standardId]);
    if (rows[0]) values.period = periodOf(String(check.dueDate), rows[0].frequency);
    const { rows: taken } = await client.query('SELECT 1 FROM "compliance_trackings" WHERE "standard_id" = $1 AND "period" = $2 AND "id" IS DISTINCT FROM $3', [check.standardId, values.period, id ?? null]);
    // Once per standard and period, the period derived here from the standard's frequency.
    if (taken.length > 0) throw rules.refuse(write, 'oncePerPeriod', { period: String(values.period) });
    if (action === 'update' && 'dueDate' in values && values.dueDate !== before?.dueDate) values.reminderSentAt = null;
    if (action === 'create' && check.status === 'pending' && String(check.dueDate) < todayInRiyadh()) values.status = 'overdue';
  },
}));
