import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { addDays, todayInRiyadh } from './parts/club-calendar';
import { refreshProjectProgress } from './parts/project-progress';

const MESSAGES: Record<Locale, { refused: string; closed: string; full: (state: string, limit: number) => string }> = {
  en: {
    refused: 'This task cannot be saved this way',
    closed: 'The project is completed or cancelled: it takes no new tasks',
    full: (state, limit) => `"${state}" holds at most ${limit} tasks: finish one first`,
  },
  ar: {
    refused: 'لا يمكن حفظ هذه المهمة بهذه الطريقة',
    closed: 'المشروع مكتمل أو ملغى: لا يقبل مهام جديدة',
    full: (state, limit) => `«${state}» يتسع لـ ${limit} مهام على الأكثر: أنجز إحداها أولًا`,
  },
};

/**
 * A status with a work-in-progress limit (its task state) takes no task beyond it: the status's
 * turn is taken under a lock, so two tasks moved into it at once are counted in turn.
 */
const checkLimit = async (client: PoolClient, status: string, id: string | undefined, locale: Locale): Promise<void> => {
  const { rows } = await client.query<{ limit: number | null; name: string | null; nameAr: string | null }>(
    'SELECT "wip_limit" AS "limit", "name", "name_ar" AS "nameAr" FROM "task_states" WHERE "status" = $1',
    [status],
  );
  const state = rows[0];
  if (!state?.limit) return;
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tasks:status:${status}`]);
  const { rows: counted } = await client.query<{ count: number }>('SELECT count(*)::int AS "count" FROM "tasks" WHERE "status" = $1 AND "id" IS DISTINCT FROM $2', [status, id ?? null]);
  if (counted[0]!.count >= state.limit) {
    const message = MESSAGES[locale].full((locale === 'ar' ? state.nameAr : state.name) || status, state.limit);
    throw conflict(message, { status: message });
  }
};

// A task: a closed project takes no new task, and the project's progress follows its tasks (the
// project's row locked first, so tasks written at once count in turn); a status with a limit takes
// no more than it; a new task without a due date is due as its priority promises.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const task = { ...before, ...values };
    if (task.status !== before?.status) await checkLimit(client, String(task.status), id, locale);
    if (action === 'create' && !task.dueDate) {
      const { rows } = await client.query<{ days: number | null }>('SELECT "response_days" AS "days" FROM "task_priorities" WHERE "priority" = $1', [task.priority]);
      if (rows[0]?.days != null) values.dueDate = addDays(todayInRiyadh(), rows[0].days);
    }
    const projectId = task.projectId;
    if (!projectId) return;
    const { rows } = await client.query<{ status: string }>('SELECT "status" FROM "projects" WHERE "id" = $1 FOR NO KEY UPDATE', [projectId]);
    // A finished task back from the trash leaves a closed project as complete as it was.
    const joining = projectId !== before?.projectId && !(action === 'restore' && ['done', 'canceled'].includes(String(task.status)));
    if (joining && rows[0] && ['completed', 'cancelled'].includes(rows[0].status)) throw badRequest(MESSAGES[locale].refused, { projectId: MESSAGES[locale].closed });
  },
  afterWrite: async (event, client) => {
    const projects = new Set([event.before?.projectId, event.after?.projectId].filter(Boolean));
    for (const projectId of projects) await refreshProjectProgress(records, client, projectId, causeOf(event));
  },
}));
