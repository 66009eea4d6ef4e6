import { defaultActionsOf, SEEDED_ROLES, TOP_RANK, type PageEntry, type Registry } from '@club/schema';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../database/transaction';

/**
 * Brings roles and pages in line with the code, at every start, in one transaction (serialised
 * between instances by an advisory lock):
 * - the seeded roles exist (an administrator's edits to them stand);
 * - every resource and custom screen has its row in `pages` (route, group and actions follow the code; labels and
 *   the on/off switch are the administrators');
 * - a page seen for the first time gets the seeded roles' default permissions (access.ts), so a
 *   new resource is usable at once by the roles meant to use it. After that, roles are data.
 * Pages the code no longer has are removed. An action only the top rank may take (a page's
 * `topRankOnly`) is taken out of every lower role's matrix: a grant from before the rule goes.
 */
export const syncAccess = async (pool: Pool, registry: Registry): Promise<void> =>
  inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('club.sync-access'))`);
    for (const role of SEEDED_ROLES) {
      await client.query(
        `INSERT INTO "roles" ("key", "name", "name_ar", "rank", "description", "permissions") VALUES ($1, $2, $3, $4, $5, '{}'::jsonb)
         ON CONFLICT ("key") DO NOTHING`,
        [role.key, role.name, role.nameAr, role.rank, role.description],
      );
    }
    // Every page in one statement each (a start of ~150 pages made ~150 round trips), and a row
    // that already says what the code says is not written again.
    const incoming = JSON.stringify(registry.pages.map((page) => ({ key: page.name, route: page.route, group: page.menu.group, actions: page.actions })));
    const codeRows = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS "incoming"("key" varchar, "route" varchar, "group" varchar, "actions" varchar[])`;
    await client.query(
      `UPDATE "pages" AS "page" SET "route" = "code"."route", "group" = "code"."group", "actions" = "code"."actions"
       FROM (${codeRows}) AS "code"
       WHERE "page"."key" = "code"."key" AND ("page"."route", "page"."group", "page"."actions") IS DISTINCT FROM ("code"."route", "code"."group", "code"."actions")`,
      [incoming],
    );
    const { rows: inserted } = await client.query<{ key: string }>(
      `INSERT INTO "pages" ("key", "route", "group", "actions", "enabled")
       SELECT "code"."key", "code"."route", "code"."group", "code"."actions", true FROM (${codeRows}) AS "code"
       WHERE NOT EXISTS (SELECT 1 FROM "pages" WHERE "pages"."key" = "code"."key")
       RETURNING "key"`,
      [incoming],
    );
    const insertedKeys = new Set(inserted.map((row) => row.key));
    const added: PageEntry[] = registry.pages.filter((page) => insertedKeys.has(page.name));
    const current = registry.pages.map((page) => page.name);
    await client.query('DELETE FROM "pages" WHERE NOT ("key" = ANY($1::text[]))', [current]);
    if (added.length) await grantDefaults(client, added);
    for (const page of registry.pages.filter((candidate) => candidate.topRankOnly?.length)) {
      await client.query(
        `UPDATE "roles" SET "permissions" = jsonb_set("permissions", ARRAY[$1::text],
           (SELECT COALESCE(jsonb_agg("action"), '[]'::jsonb) FROM jsonb_array_elements_text("permissions" -> $1) AS "action" WHERE NOT ("action" = ANY($2::text[]))))
         WHERE "rank" < $3 AND jsonb_typeof("permissions" -> $1) = 'array' AND ("permissions" -> $1) ?| $2::text[]`,
        [page.name, page.topRankOnly, TOP_RANK],
      );
    }
  });

/** The seeded roles' default permissions on pages that just appeared. */
const grantDefaults = async (client: PoolClient, pages: readonly PageEntry[]): Promise<void> => {
  for (const role of SEEDED_ROLES) {
    const grants = Object.fromEntries(pages.map((page) => [page.name, defaultActionsOf(role.key, page)]).filter(([, actions]) => actions.length > 0));
    if (Object.keys(grants).length === 0) continue;
    await client.query(`UPDATE "roles" SET "permissions" = COALESCE("permissions", '{}'::jsonb) || $2::jsonb WHERE "key" = $1`, [role.key, JSON.stringify(grants)]);
  }
};
