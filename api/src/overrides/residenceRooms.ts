import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { occupantsOf } from './parts/boarding';

const MESSAGES: Record<Locale, { refused: string; housing: string; beds: (taken: number) => string }> = {
  en: { refused: 'The room cannot be saved this way', housing: 'A room is in a housing building', beds: (taken) => `${taken} players sleep here now: the room keeps at least that many beds` },
  ar: { refused: 'لا يمكن حفظ الغرفة بهذه الطريقة', housing: 'تكون الغرفة في مبنى سكن', beds: (taken) => `يسكن الغرفة الآن ${taken} لاعبين: لا يقل عدد أسرّتها عن ذلك` },
};

// A room is in a housing building; its beds never drop under the players in it; its free beds follow.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const room = { ...before, ...values };
    const { rows } = await client.query<{ type: string }>('SELECT "type" FROM "facilities" WHERE "id" = $1', [room.facilityId]);
    if (rows[0] && rows[0].type !== 'residence') throw badRequest(m.refused, { facilityId: m.housing });
    const taken = id ? await occupantsOf(client, id) : 0;
    if (Number(room.beds) < taken) throw badRequest(m.refused, { beds: m.beds(taken) });
    Object.assign(values, { occupiedBeds: taken, freeBeds: Number(room.beds) - taken });
  },
}));
