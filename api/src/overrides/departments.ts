import { defineOverride } from '../server-overrides/define';

// The organisation is a tree: a department's parent is never itself or one of its descendants.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action !== 'update' || !write.values.parentId) return;
    const { rows } = await client.query(
      `WITH RECURSIVE up AS (SELECT "id", "parent_id" FROM "departments" WHERE "id" = $1
         UNION SELECT d."id", d."parent_id" FROM "departments" d JOIN up ON d."id" = up."parent_id")
       SELECT 1 FROM up WHERE "id" = $2`,
      [write.values.parentId, write.id],
    );
    if (rows.length) throw rules.refuse(write, 'notUnderItself');
  },
}));
