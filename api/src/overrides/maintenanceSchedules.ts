import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { nextDue } from './parts/maintenance';

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
 * plan and due date (the plans are locked, and a request already made for the date is not made
 * again, with a unique index on both besides, so a second run, or a second instance, makes none),
 * numbered like any request and with its rules; a plan that missed periods (inactive a while) gets
 * the latest one only. The plan moves on to its next due date.
 */
const openDueRequests = async (client: PoolClient, records: Records, cause: Cause): Promise<number> => {
  const today = todayInRiyadh();
  const { rows } = await client.query<DueSchedule>(
    `SELECT "id", "title", "asset_id" AS "assetId", "facility_id" AS "facilityId", "frequency", "next_due_on"::text AS "nextDueOn", "lead_days" AS "leadDays",
            "priority", "technician_id" AS "technicianId", "supplier_id" AS "supplierId", "estimated_cost"::text AS "estimatedCost", "checklist"
       FROM "maintenance_schedules"
      WHERE "is_active" AND "next_due_on" IS NOT NULL AND "next_due_on" - "lead_days" <= $1::date
      ORDER BY "next_due_on" FOR NO KEY UPDATE SKIP LOCKED`,
    [today],
  );
  let opened = 0;
  for (const plan of rows) {
    let due = plan.nextDueOn;
    while (daysBefore(nextDue(due, plan.frequency), plan.leadDays) <= today) due = nextDue(due, plan.frequency);
    const { rows: made } = await client.query('SELECT 1 FROM "maintenance_requests" WHERE "schedule_id" = $1 AND "due_on" = $2', [plan.id, due]);
    if (!made[0]) {
      await records.create(
        'maintenanceRequests',
        {
          title: plan.title, assetId: plan.assetId, facilityId: plan.facilityId, type: 'preventive', status: 'requested', priority: plan.priority,
          technicianId: plan.technicianId, supplierId: plan.supplierId, requestDate: today, dueOn: due,
          estimatedCost: plan.estimatedCost === null ? null : Number(plan.estimatedCost), scheduleId: plan.id, description: plan.checklist,
        },
        cause,
      );
      opened += 1;
    }
    const { rows: counted } = await client.query<{ count: number }>('SELECT count(*)::int AS "count" FROM "maintenance_requests" WHERE "schedule_id" = $1', [plan.id]);
    await records.update('maintenanceSchedules', plan.id, { lastDueOn: due, nextDueOn: nextDue(due, plan.frequency), requestCount: counted[0]!.count }, cause);
  }
  return opened;
};

// A plan is of an asset or a place; its next due date is its start's first occurrence from today
// on and, once requests were made, follows the last one by the plan's period (the last due date a
// request was opened for: the plan's own job moves it on).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const plan = { ...before, ...values };
    if (!plan.assetId && !plan.facilityId) throw rules.refuse(write, 'assetOrPlace');
    if (action === 'create') Object.assign(values, { requestCount: 0, lastDueOn: null });
    const last = action === 'create' ? null : ((values.lastDueOn !== undefined ? values.lastDueOn : before?.lastDueOn) as string | null);
    let due = last ? nextDue(last, String(plan.frequency)) : String(plan.startsOn);
    if (due < String(plan.startsOn)) due = String(plan.startsOn);
    // Periods gone by before the plan existed (or while it was changed) are not made up: the next one to come.
    for (const today = todayInRiyadh(); due < today; ) due = nextDue(due, String(plan.frequency));
    values.nextDueOn = due;
  },
  schedule: {
    openDue: { everyMinutes: 60, run: (client, cause) => openDueRequests(client, records, cause) },
  },
}));
