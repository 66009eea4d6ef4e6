import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; both: string }> = {
  en: { refused: 'This request status cannot be saved this way', both: 'The step requests start in does not close them' },
  ar: { refused: 'لا يمكن حفظ حالة الطلب هذه بهذه الطريقة', both: 'الخطوة التي تبدأ بها الطلبات لا تغلقها' },
};

// A unit's request steps: at most one is where new requests start (choosing another releases it,
// under a lock on the unit so two at once agree), and that one never closes a request.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, locale } = write;
    if (action === 'delete') return;
    const status = { ...before, ...values };
    if (status.isInitial && status.isFinal) throw badRequest(MESSAGES[locale].refused, { isFinal: MESSAGES[locale].both });
    if (!status.isInitial) return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`orderStatuses:${String(status.domain)}`]);
    await records.updateWhere('orderStatuses', { domain: status.domain, isInitial: true, ...(id ? { id_neq: id } : {}) }, { isInitial: false }, causeOf(write));
  },
}));
