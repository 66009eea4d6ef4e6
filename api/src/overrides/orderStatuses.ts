import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { keepOnePrimary } from './parts/one-primary';

const MESSAGES: Record<Locale, { refused: string; both: string }> = {
  en: { refused: 'This request status cannot be saved this way', both: 'The step requests start in does not close them' },
  ar: { refused: 'لا يمكن حفظ حالة الطلب هذه بهذه الطريقة', both: 'الخطوة التي تبدأ بها الطلبات لا تغلقها' },
};

// A unit's request steps: one is where new requests start (choosing another releases it; the
// first step of a unit is it), and that one is not final.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    await keepOnePrimary(client, write, { table: 'order_statuses', owner: ['domain', 'domain'], flag: ['isInitial', 'is_initial'] });
    const status = { ...write.before, ...write.values };
    if (status.isInitial && status.isFinal) throw badRequest(MESSAGES[write.locale].refused, { isFinal: MESSAGES[write.locale].both });
  },
}));
