import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { addDays, todayInRiyadh } from './parts/club-calendar';
import { refreshProjectProgress } from './parts/project-progress';

/**
 * A status with a work-in-progress limit (its task state) takes no task beyond it: the status's
 * turn is taken under a lock, so two tasks moved into it at once are counted in turn.
 */
const checkLimit = async (rules: RuleRefusals, write: PendingWrite, client: PoolClient, status: string): Promise<void> => {
  const { rows } = await client.query<{ limit: number | null; name: string | null; nameAr: string | null }>(
    'SELECT "wip_limit" AS "limit", "name", "name_ar" AS "nameAr" FROM "task_states" WHERE "status" = $1',
    [status],
  );
  const state = rows[0];
  if (!state?.limit) return;
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tasks:status:${status}`]);
  const { rows: counted } = await client.query<{ count: number }>('SELECT count(*)::int AS "count" FROM "tasks" WHERE "status" = $1 AND "id" IS DISTINCT FROM $2', [status, write.id ?? null]);
  if (counted[0]!.count >= state.limit) throw rules.refuse(write, 'statusLimit', { state: (write.locale === 'ar' ? state.nameAr : state.name) || status, limit: state.limit }, 409);
};

// A task: a closed project takes no new task, and the project's progress follows its tasks (the
// project's row locked first, so tasks written at once count in turn); a status with a limit takes
// no more than it; a new task without a due date is due as its priority promises.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const task = { ...before, ...values };
    if (task.status !== before?.status) await checkLimit(rules, write, client, String(task.status));
    if (action === 'create' && !task.dueDate) {
      const { rows } = await client.query<{ days: number | null }>('SELECT "response_days" AS "days" FROM "task_priorities" WHERE "priority" = $1', [task.priority]);
      if (rows[0]?.days != null) values.dueDate = addDays(todayInRiyadh(), rows[0].days);
    }
    const projectId = task.projectId;
    if (!projectId) return;
    const { rows } = await client.query<{ status: string }>('SELECT "status" FROM "projects" WHERE "id" = $1 FOR NO KEY UPDATE', [projectId]);
    // A finished task back from the trash leaves a closed project as complete as it was.
    const joining = projectId !== before?.projectId && !(action === 'restore' && ['done', 'canceled'].includes(String(task.status)));
    if (joining && rows[0] && ['completed', 'cancelled'].includes(rows[0].status)) throw rules.refuse(write, 'projectOpen');
  },
  afterWrite: async (event, client) => {
    const projects = new Set([event.before?.projectId, event.after?.projectId].filter(Boolean));
    for (const projectId of projects) await refreshProjectProgress(records, client, projectId, causeOf(event));
  },
}));
