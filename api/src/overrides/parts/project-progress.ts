import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';

/**
 * A project's progress and open tasks from its tasks, in the writing transaction: the percent done
 * of the tasks not cancelled (0 with none), and how many are neither done nor cancelled. Written
 * through the engine (an effect of `cause`) when either changes.
 */
export const refreshProjectProgress = async (records: Records, client: PoolClient, projectId: unknown, cause: Cause): Promise<void> => {
  if (!projectId) return;
  const { rows } = await client.query<{ progress: number; open: number }>(
    `SELECT t."progress", t."open"
       FROM "projects" p,
            (SELECT COALESCE(round(100.0 * count(*) FILTER (WHERE "status" = 'done') / NULLIF(count(*) FILTER (WHERE "status" <> 'canceled'), 0)), 0)::int AS "progress",
                    count(*) FILTER (WHERE "status" NOT IN ('done', 'canceled'))::int AS "open"
               FROM "tasks" WHERE "project_id" = $1) t
      WHERE p."id" = $1 AND (p."progress", p."open_tasks") IS DISTINCT FROM (t."progress", t."open")`,
    [projectId],
  );
  if (rows[0]) await records.update('projects', projectId as string, { progress: rows[0].progress, openTasks: rows[0].open }, cause);
};
