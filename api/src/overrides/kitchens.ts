import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; building: string }> = {
  en: { refused: 'The kitchen cannot be saved this way', building: 'A kitchen is in a building or a camp, not on a pitch' },
  ar: { refused: 'لا يمكن حفظ المطبخ بهذه الطريقة', building: 'يكون المطبخ في مبنى أو معسكر، لا في ملعب' },
};

const KITCHEN_PLACES = ['residence', 'hall', 'camp', 'clinic', 'gym'];

// A kitchen is in a building or a camp (or nowhere named).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const kitchen = { ...before, ...values };
    if (!kitchen.facilityId) return;
    const { rows } = await client.query<{ type: string }>('SELECT "type" FROM "facilities" WHERE "id" = $1', [kitchen.facilityId]);
    if (rows[0] && !KITCHEN_PLACES.includes(rows[0].type)) throw badRequest(MESSAGES[locale].refused, { facilityId: MESSAGES[locale].building });
  },
}));
