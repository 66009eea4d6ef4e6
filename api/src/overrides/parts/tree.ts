import type { PoolClient } from 'pg';

/**
 * Whether a record of a tree (its `parent_id`) would sit under itself with this parent: the parent
 * is the record or one of the records under it. `table` is a table name of the schema, never input.
 */
export const wouldSitUnderItself = async (client: PoolClient, table: string, id: string | undefined, parentId: unknown): Promise<boolean> => {
  const { rows } = await client.query(
    `WITH RECURSIVE up AS (SELECT "id", "parent_id" FROM "${table}" WHERE "id" = $1
       UNION SELECT t."id", t."parent_id" FROM "${table}" t JOIN up ON t."id" = up."parent_id")
     SELECT 1 FROM up WHERE "id" = $2`,
    [parentId, id],
  );
  return rows.length > 0;
};
