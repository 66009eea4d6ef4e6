import { defineOverride } from '../server-overrides/define';
import { occupantsOf } from './parts/boarding';

// A room is in a housing building; its beds never drop under the players in it; its free beds follow.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const room = { ...before, ...values };
    const { rows } = await client.query<{ type: string }>('SELECT "type" FROM "facilities" WHERE "id" = $1', [room.facilityId]);
    if (rows[0] && rows[0].type !== 'residence') throw rules.refuse(write, 'inHousing');
    const taken = id ? await occupantsOf(client, id) : 0;
    if (Number(room.beds) < taken) throw rules.refuse(write, 'bedsForOccupants', { taken });
    Object.assign(values, { occupiedBeds: taken, freeBeds: Number(room.beds) - taken });
  },
}));
