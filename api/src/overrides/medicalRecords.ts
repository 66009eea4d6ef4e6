import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, { refused: string; future: string; returnOrder: string; resolvedOrder: string }> = {
  en: {
    refused: 'The medical record cannot be saved this way',
    future: 'It happened today or earlier',
    returnOrder: 'The expected return comes after it happened',
    resolvedOrder: 'It was resolved after it happened',
  },
  ar: {
    refused: 'لا يمكن حفظ السجل الطبي بهذه الطريقة',
    future: 'تاريخ الحدوث اليوم أو قبله',
    returnOrder: 'موعد العودة المتوقع بعد تاريخ الحدوث',
    resolvedOrder: 'تاريخ الشفاء بعد تاريخ الحدوث',
  },
};

// What happened is dated today or earlier; the expected return and the recovery come after it; a
// resolved record is resolved today unless the clinic gives the day.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const record = { ...before, ...values };
    const today = todayInRiyadh();
    const occurred = String(record.occurredOn);
    if (occurred > today) throw badRequest(m.refused, { occurredOn: m.future });
    if (record.expectedReturnDate && String(record.expectedReturnDate) < occurred) throw badRequest(m.refused, { expectedReturnDate: m.returnOrder });
    if (record.status === 'resolved' && !record.resolvedOn) values.resolvedOn = today;
    const resolved = values.resolvedOn ?? record.resolvedOn;
    if (resolved && String(resolved) < occurred) throw badRequest(m.refused, { resolvedOn: m.resolvedOrder });
  },
}));
