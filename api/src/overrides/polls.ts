import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; order: string; anonymity: string }> = {
  en: { refused: 'The poll cannot be saved this way', order: 'A poll ends after it starts', anonymity: 'The poll has answers: whether it is anonymous stays as its voters were told' },
  ar: { refused: 'لا يمكن حفظ الاستطلاع بهذه الطريقة', order: 'ينتهي الاستطلاع بعد بدايته', anonymity: 'للاستطلاع إجابات: تبقى سريته كما أُبلغ المصوتون' },
};

/** A poll ends after it starts; once answered, whether it is anonymous no longer changes. */
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const merged = { ...before, ...values };
    if (typeof merged.startsAt === 'string' && typeof merged.endsAt === 'string' && Date.parse(merged.endsAt) <= Date.parse(merged.startsAt)) throw badRequest(m.refused, { endsAt: m.order });
    if (action === 'update' && values.isAnonymous !== undefined && values.isAnonymous !== before!.isAnonymous) {
      const { rows } = await client.query('SELECT 1 FROM "poll_responses" WHERE "poll_id" = $1 LIMIT 1', [id]);
      if (rows.length) throw conflict(m.anonymity, { isAnonymous: m.anonymity });
    }
  },
}));
