import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { InAppNotifications } from '../notifications/in-app';
import type { Outbox } from '../outbox';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';
import { todayInRiyadh } from './parts/club-calendar';
import { checkTransition } from './parts/transitions';

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, { refused: string; taken: (period: string) => string; evidence: string; findings: string; action: string; actionDate: string; final: string }> = {
  en: {
    refused: 'This compliance check cannot be saved this way',
    taken: (period) => `The standard has its check for ${period} already`,
    evidence: 'Attach the evidence of compliance',
    findings: 'Write what was found',
    action: 'Write the corrective action',
    actionDate: 'Give the date the corrective action is due',
    final: 'A compliant check does not change any more',
  },
  ar: {
    refused: 'لا يمكن حفظ متابعة الامتثال هذه بهذه الطريقة',
    taken: (period) => `للمعيار متابعة للفترة ${period} من قبل`,
    evidence: 'أرفق دليل الامتثال',
    findings: 'اكتب الملاحظات المرصودة',
    action: 'اكتب الإجراء التصحيحي',
    actionDate: 'حدد موعد الإجراء التصحيحي',
    final: 'لا تتغير المتابعة بعد ثبوت الامتثال',
  },
};

// Overdue is set by the clock only (the hourly job); compliant is where a check ends.
const MOVES: Record<string, readonly string[]> = {
  pending: ['inProgress', 'compliant', 'nonCompliant'],
  inProgress: ['pending', 'compliant', 'nonCompliant'],
  nonCompliant: ['inProgress', 'compliant'],
  overdue: ['inProgress', 'compliant', 'nonCompliant'],
  compliant: [],
};

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
const remindOwners = async (client: PoolClient, records: Records, cause: Cause, outbox: Outbox, notifications: InAppNotifications, publicUrl: string): Promise<number> => {
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
    const message = bilingualEmail(
      { subject: `استحقاق امتثال: ${check.code} (${check.period}) في ${check.dueDate}`, text: `متطلب «${check.titleAr}» للفترة ${check.period} مستحق في ${check.dueDate}. أرفق الدليل أو سجّل الملاحظات قبل ذلك:` },
      { subject: `Compliance due: ${check.code} (${check.period}) on ${check.dueDate}`, text: `"${check.title}" for ${check.period} is due on ${check.dueDate}. Attach the evidence or record the findings before then:` },
      `${publicUrl}/ComplianceTrackings/${check.id}/show`,
    );
    await outbox.enqueue(client, { channel: 'email', kind: 'complianceDue', recipient: check.email, ...message });
    await notifications.send(client, [{ userId: check.ownerId, kind: 'reminder', resource: 'complianceTrackings', recordId: check.id, title: `${check.code} ${check.period}`, body: check.dueDate }]);
    await records.update('complianceTrackings', check.id, { reminderSentAt: new Date() }, cause);
  }
  return rows.length;
};

/** Checks not done by their due date are overdue. */
const markOverdue = async (records: Records, cause: Cause): Promise<number> =>
  (await records.updateWhere('complianceTrackings', { status: ['pending', 'inProgress'], dueDate_lt: todayInRiyadh() }, { status: 'overdue' }, cause)).length;

// A compliance check: its period derived (once per standard), its status moved as MOVES allow,
// compliant with evidence, non-compliant with findings and a dated corrective action; a new due
// date is announced afresh.
export const override = defineOverride(({ records, outbox, notifications, publicUrl }) => ({
  schedule: {
    reminders: { everyMinutes: 60, run: (client, cause) => remindOwners(client, records, cause, outbox, notifications, publicUrl) },
    overdue: { everyMinutes: 60, run: (_client, cause) => markOverdue(records, cause) },
  },
  beforeWrite: async ({ action, id, before, values, locale, cause }, client) => {
    const m = MESSAGES[locale];
    if (before?.status === 'compliant') throw conflict(m.final, { status: m.final });
    if (action === 'delete') return;
    const check: Row = { ...before, ...values };
    // Overdue is the clock's move (the overdue job), never a person's.
    const byClock = cause?.resource === 'complianceTrackings' && cause.action === 'overdue' && values.status === 'overdue';
    if (action === 'update' && !byClock) checkTransition(MOVES, before?.status, values.status, locale);
    if (action === 'create' && !['pending', 'inProgress', 'compliant', 'nonCompliant'].includes(String(check.status))) throw badRequest(m.refused, { status: m.refused });
    const { rows } = await client.query<{ frequency: string }>('SELECT "frequency" FROM "compliance_standards" WHERE "id" = $1', [check.standardId]);
    if (rows[0]) values.period = periodOf(String(check.dueDate), rows[0].frequency);
    const { rows: taken } = await client.query('SELECT 1 FROM "compliance_trackings" WHERE "standard_id" = $1 AND "period" = $2 AND "id" IS DISTINCT FROM $3', [check.standardId, values.period, id ?? null]);
    if (taken.length > 0) throw badRequest(m.refused, { dueDate: m.taken(String(values.period)) });
    if (action === 'update' && 'dueDate' in values && values.dueDate !== before?.dueDate) values.reminderSentAt = null;
    if (check.status === 'compliant') {
      if (!Array.isArray(check.evidence) || check.evidence.length === 0) throw badRequest(m.refused, { evidence: m.evidence });
      values.completedAt = new Date().toISOString();
    }
    if (check.status === 'nonCompliant') {
      const missing = { findings: m.findings, correctiveAction: m.action, correctiveDueDate: m.actionDate };
      const errors = Object.fromEntries(Object.entries(missing).filter(([field]) => !String(check[field] ?? '').trim()));
      if (Object.keys(errors).length > 0) throw badRequest(m.refused, errors);
    }
    if (action === 'create' && check.status === 'pending' && String(check.dueDate) < todayInRiyadh()) values.status = 'overdue';
  },
}));
