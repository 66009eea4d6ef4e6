import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { final: string }> = {
  en: { final: 'A follow-up done or cancelled is final' },
  ar: { final: 'المتابعة المنجزة أو الملغاة نهائية' },
};

// A follow-up is done once, with the time it was done; done or cancelled, it stays so.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const status = (values.status ?? before?.status) as string;
    if (before && before.status !== 'open' && status !== before.status) throw conflict(MESSAGES[locale].final, { status: MESSAGES[locale].final });
    if (status === 'done' && before?.status !== 'done') values.doneAt = new Date().toISOString();
    if (status !== 'done') values.doneAt = null;
  },
}));
