import { defineOverride } from '../server-overrides/define';

// A sub-type is active only under an active type (told on its own "In use", not on the type).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const subType = { ...write.before, ...write.values };
    if (!subType.isActive) return;
    const { rows } = await client.query<{ isActive: boolean }>('SELECT "is_active" AS "isActive" FROM "order_types" WHERE "id" = $1', [subType.typeId]);
    if (rows[0] && !rows[0].isActive) throw rules.refuse(write, 'activeUnderActiveType');
  },
}));
