import type { AnyResource } from '@club/schema';
import { maintenanceRequests } from '@club/schema/resources/maintenanceRequests';
import type { PoolClient } from 'pg';
import { badRequest } from '../crud/errors';
import { assignSequences } from '../crud/sequences';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { nextDue } from './parts/maintenance';

const MESSAGES: Record<Locale, { refused: string; what: string }> = {
  en: { refused: 'The maintenance plan cannot be saved this way', what: 'Name the asset or the place to service' },
  ar: { refused: 'لا يمكن حفظ خطة الصيانة بهذه الطريقة', what: 'حدّد الأصل أو المرفق المراد صيانته' },
};

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

interface DueSchedule {
  id: string;
  title: string;
  assetId: string | null;
  facilityId: string | null;
  frequency: string;
  nextDueOn: string;
  leadDays: number;
  priority: string;
  technicianId: string | null;
  supplierId: string | null;
  estimatedCost: string | null;
  checklist: string | null;
}

/**
 * Opens the request of every active plan whose due date (less its lead days) has come: one per
 * plan and due date (a unique index on both, so a second run, or a second instance, makes none),
 * numbered like any request; a plan that missed periods (inactive a while) gets the latest one only.
 */
const openDueRequests = async (client: PoolClient): Promise<number> => {
  const today = todayInRiyadh();
  const { rows } = await client.query<DueSchedule>(
    `SELECT "id", "title", "asset_id" AS "assetId", "facility_id" AS "facilityId", "frequency", "next_due_on"::text AS "nextDueOn", "lead_days" AS "leadDays",
            "priority", "technician_id" AS "technicianId", "supplier_id" AS "supplierId", "estimated_cost"::text AS "estimatedCost", "checklist"
       FROM "maintenance_schedules"
      WHERE "is_active" AND "next_due_on" IS NOT NULL AND "next_due_on" - "lead_days" <= $1::date
      ORDER BY "next_due_on" FOR UPDATE SKIP LOCKED`,
    [today],
  );
  let opened = 0;
  for (const plan of rows) {
    let due = plan.nextDueOn;
    while (daysBefore(nextDue(due, plan.frequency), plan.leadDays) <= today) due = nextDue(due, plan.frequency);
    const values: Record<string, unknown> = {};
    await assignSequences(client, maintenanceRequests as AnyResource, values);
    const { rowCount } = await client.query(
      `INSERT INTO "maintenance_requests" ("request_number", "title", "asset_id", "facility_id", "type", "status", "priority", "technician_id", "supplier_id", "request_date", "due_on", "estimated_cost", "schedule_id", "description")
       VALUES ($1, $2, $3, $4, 'preventive', 'requested', $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT ("schedule_id", "due_on") DO NOTHING`,
      [values.requestNumber, plan.title, plan.assetId, plan.facilityId, plan.priority, plan.technicianId, plan.supplierId, today, due, plan.estimatedCost, plan.id, plan.checklist],
    );
    opened += rowCount ?? 0;
    await client.query(
      `UPDATE "maintenance_schedules" SET "next_due_on" = $2, "last_due_on" = $3,
         "request_count" = (SELECT count(*) FROM "maintenance_requests" WHERE "schedule_id" = $1), "version" = "version" + 1, "updated_at" = now()
       WHERE "id" = $1`,
      [plan.id, nextDue(due, plan.frequency), due],
    );
  }
  return opened;
};

// A plan is of an asset or a place; its next due date is its start's first occurrence from today
// on and, once requests were made, follows the last one by the plan's period.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const plan = { ...before, ...values };
    if (!plan.assetId && !plan.facilityId) throw badRequest(m.refused, { assetId: m.what });
    if (action === 'create') Object.assign(values, { requestCount: 0, lastDueOn: null });
    const last = action === 'create' ? null : (before?.lastDueOn as string | null);
    let due = last ? nextDue(last, String(plan.frequency)) : String(plan.startsOn);
    if (due < String(plan.startsOn)) due = String(plan.startsOn);
    // Periods gone by before the plan existed (or while it was changed) are not made up: the next one to come.
    for (const today = todayInRiyadh(); due < today; ) due = nextDue(due, String(plan.frequency));
    values.nextDueOn = due;
  },
  schedule: {
    openDue: { everyMinutes: 60, run: openDueRequests },
  },
}));
