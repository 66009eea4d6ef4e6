import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; inactive: string }> = {
  en: { refused: 'This request sub-type cannot be saved this way', inactive: 'The type is not in use: a sub-type under it cannot be active' },
  ar: { refused: 'لا يمكن حفظ النوع الفرعي هذا بهذه الطريقة', inactive: 'النوع غير مستخدم: لا يكون النوع الفرعي تحته نشطًا' },
};

// A sub-type is active only under an active type.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const subType = { ...before, ...values };
    if (!subType.isActive) return;
    const { rows } = await client.query<{ isActive: boolean }>('SELECT "is_active" AS "isActive" FROM "order_types" WHERE "id" = $1', [subType.typeId]);
    if (rows[0] && !rows[0].isActive) throw badRequest(MESSAGES[locale].refused, { isActive: MESSAGES[locale].inactive });
  },
}));
