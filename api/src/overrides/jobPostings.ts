import { clubDay } from '@club/schema';
import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; past: string }> = {
  en: { refused: 'The posting cannot be opened this way', past: 'An open posting closes today or later' },
  ar: { refused: 'لا يمكن فتح الإعلان بهذه الطريقة', past: 'يُغلق الإعلان المفتوح اليوم أو بعده' },
};

const todayInRiyadh = () => clubDay();

// A posting that is (or becomes) open closes today or later.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const posting = { ...before, ...values };
    // Back from the trash it is not opened: a closing date passed meanwhile does not keep it there.
    const opening = action !== 'restore' && posting.status === 'open' && (action === 'create' || before?.status !== 'open' || values.closingDate !== undefined);
    if (opening && posting.closingDate && (posting.closingDate as string) < todayInRiyadh()) {
      throw badRequest(MESSAGES[locale].refused, { closingDate: MESSAGES[locale].past });
    }
  },
}));
