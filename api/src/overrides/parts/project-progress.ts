import type { PoolClient } from 'pg';

/**
 * A project's progress and open tasks from its tasks, in the writing transaction: the percent done
 * of the tasks not cancelled (0 with none), and how many are neither done nor cancelled.
 */
export const refreshProjectProgress = async (client: PoolClient, projectId: unknown): Promise<void> => {
  if (!projectId) return;
  await client.query(
    `UPDATE "projects" p SET "progress" = t."progress", "open_tasks" = t."open", "version" = p."version" + 1, "updated_at" = now()
       FROM (SELECT COALESCE(round(100.0 * count(*) FILTER (WHERE "status" = 'done') / NULLIF(count(*) FILTER (WHERE "status" <> 'canceled'), 0)), 0)::int AS "progress",
                    count(*) FILTER (WHERE "status" NOT IN ('done', 'canceled'))::int AS "open"
               FROM "tasks" WHERE "project_id" = $1) t
      WHERE p."id" = $1 AND (p."progress", p."open_tasks") IS DISTINCT FROM (t."progress", t."open")`,
    [projectId],
  );
};
