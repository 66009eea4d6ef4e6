import { defineOverride } from '../server-overrides/define';

const KITCHEN_PLACES = ['residence', 'hall', 'camp', 'clinic', 'gym'];

// A kitchen is in a building or a camp (or nowhere named).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const kitchen = { ...write.before, ...write.values };
    if (!kitchen.facilityId) return;
    const { rows } = await client.query<{ type: string }>('SELECT "type" FROM "facilities" WHERE "id" = $1', [kitchen.facilityId]);
    if (rows[0] && !KITCHEN_PLACES.includes(rows[0].type)) throw rules.refuse(write, 'inABuilding');
  },
}));
