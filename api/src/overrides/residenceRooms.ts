import { defineOverride } from '../server-overrides/define';
import { occupantsOf } from './parts/boarding';

// A room is in a housing building (declared); its beds never drop under the players in it; its free beds follow.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const room = { ...before, ...values };
    const taken = id ? await occupantsOf(client, id) : 0;
    if (Number(room.beds) < taken) throw rules.refuse(write, 'bedsForOccupants', { taken });
    Object.assign(values, { occupiedBeds: taken, freeBeds: Number(room.beds) - taken });
  },
}));
