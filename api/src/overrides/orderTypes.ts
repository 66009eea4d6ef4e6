import { defineOverride } from '../server-overrides/define';

// A type taken out of use takes its sub-types with it.
export const override = defineOverride(() => ({
  afterWrite: async ({ action, after, changed }, client) => {
    if (action !== 'update' || !changed.includes('isActive') || after?.isActive) return;
    await client.query(`UPDATE "order_sub_types" SET "is_active" = false, "version" = "version" + 1, "updated_at" = now() WHERE "type_id" = $1 AND "is_active"`, [after?.id]);
  },
}));
