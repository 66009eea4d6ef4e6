import { defaultActionsOf, SEEDED_ROLES, type PageEntry, type Registry } from '@club/schema';
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
 * Pages the code no longer has are removed.
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
    const known = new Set((await client.query('SELECT "key" FROM "pages"')).rows.map((row) => row.key as string));
    const added: PageEntry[] = [];
    for (const page of registry.pages) {
      const values = [page.name, page.route, page.menu.group, page.actions];
      if (known.has(page.name)) {
        await client.query('UPDATE "pages" SET "route" = $2, "group" = $3, "actions" = $4 WHERE "key" = $1', values);
      } else {
        await client.query('INSERT INTO "pages" ("key", "route", "group", "actions", "enabled") VALUES ($1, $2, $3, $4, true)', values);
        added.push(page);
      }
    }
    const current = registry.pages.map((page) => page.name);
    await client.query('DELETE FROM "pages" WHERE NOT ("key" = ANY($1::text[]))', [current]);
    if (added.length) await grantDefaults(client, added);
  });

/** The seeded roles' default permissions on pages that just appeared. */
const grantDefaults = async (client: PoolClient, pages: readonly PageEntry[]): Promise<void> => {
  for (const role of SEEDED_ROLES) {
    const grants = Object.fromEntries(pages.map((page) => [page.name, defaultActionsOf(role.key, page)]).filter(([, actions]) => actions.length > 0));
    if (Object.keys(grants).length === 0) continue;
    await client.query(`UPDATE "roles" SET "permissions" = COALESCE("permissions", '{}'::jsonb) || $2::jsonb WHERE "key" = $1`, [role.key, JSON.stringify(grants)]);
  }
};
