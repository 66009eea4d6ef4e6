import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { notFound } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

/** The department and every unit under it, as a SQL set of ids ($1: the department, or null for none). */
const UNITS_UNDER = `WITH RECURSIVE "unit" AS (
    SELECT "id" FROM "departments" WHERE "id" = $1
    UNION SELECT d."id" FROM "departments" d JOIN "unit" ON d."parent_id" = "unit"."id")`;

/** Employees at work with an account whom a circular for the department (or everyone) reaches. */
const audienceSizeOf = async (client: PoolClient, departmentId: unknown): Promise<number> => {
  const { rows } = await client.query(
    `${UNITS_UNDER}
     SELECT count(*)::int AS "size" FROM "employees" e
      WHERE e."status" IN ('active', 'onLeave') AND e."user_id" IS NOT NULL
        AND ($1::uuid IS NULL OR e."department_id" IN (SELECT "id" FROM "unit"))`,
    [departmentId ?? null],
  );
  return rows[0].size as number;
};

// A circular counts its audience when it is published (and again if its department changes while
// published). Acknowledging it writes the reader's receipt once: the circular's row is locked so
// two clicks at once make one receipt, and its count follows (an effect of the acknowledgement,
// with its version and audit entry like any write).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const bulletin = { ...write.before, ...write.values };
    const publishing = bulletin.status === 'published' && (write.before?.status !== 'published' || 'departmentId' in write.values);
    if (publishing) write.values.audienceSize = await audienceSizeOf(client, bulletin.departmentId);
    if (write.action === 'create') write.values.readCount = 0;
  },
  recordActions: {
    acknowledge: {
      run: async ({ resource, id, actor, reader, locale }, crud) => {
        const write = { resource, locale };
        if (!actor) throw rules.refuse(write, 'ownAccount', {}, 403, []);
        // As the reader sees it: 404 when they may not.
        await crud.getOne(resource, id, locale, reader);
        await crud.together(async (client) => {
          const { rows } = await client.query('SELECT "status", "department_id" AS "departmentId", "read_count" AS "readCount" FROM "internal_bulletins" WHERE "id" = $1 FOR NO KEY UPDATE', [id]);
          const bulletin = rows[0] as { status: string; departmentId: string | null; readCount: number | null } | undefined;
          if (!bulletin) throw notFound(rules.say(write, 'publishedOnly'));
          const { rows: readers } = await client.query(
            `${UNITS_UNDER}
             SELECT trim(concat_ws(' ', u."first_name", u."last_name")) AS "name", e."id" AS "employeeId", e."department_id" AS "departmentId",
                    ($1::uuid IS NULL OR e."department_id" IN (SELECT "id" FROM "unit")) AS "addressed"
               FROM "users" u LEFT JOIN "employees" e ON e."user_id" = u."id" WHERE u."id" = $2`,
            [bulletin.departmentId, actor.id],
          );
          const reader = readers[0] as { name: string; employeeId: string | null; departmentId: string | null; addressed: boolean };
          if (!reader.addressed) throw rules.refuse(write, 'addressedToReader', {}, 403, []);
          const { rows: read } = await client.query('SELECT 1 FROM "circular_receipts" WHERE "bulletin_id" = $1 AND "user_id" = $2', [id, actor.id]);
          if (read.length) return;
          const cause = causeOf({ resource, id, action: 'acknowledge', actor, locale });
          await records.create('circularReceipts', { bulletinId: id, userId: actor.id, employeeId: reader.employeeId, departmentId: reader.departmentId, readerName: reader.name, readAt: new Date() }, cause);
          await records.update('internalBulletins', id, { readCount: (bulletin.readCount ?? 0) + 1 }, cause);
        });
        return crud.getOne(resource, id, locale, reader);
      },
    },
  },
}));
