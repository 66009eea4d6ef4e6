import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; distinct: string }> = {
  en: { refused: 'The settings cannot be saved this way', distinct: 'Each direction has a prefix of its own: letters of two directions would share numbers' },
  ar: { refused: 'لا يمكن حفظ الإعدادات بهذه الطريقة', distinct: 'لكل جهة بادئة خاصة بها: وإلا تشاركت معاملات جهتين في الأرقام' },
};

// Three different prefixes, so that two directions never number a letter alike.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const settings = { ...before, ...values };
    const prefixes = [settings.incomingPrefix, settings.outgoingPrefix, settings.internalPrefix];
    if (new Set(prefixes).size < prefixes.length) {
      const field = settings.outgoingPrefix === settings.incomingPrefix ? 'outgoingPrefix' : 'internalPrefix';
      throw badRequest(MESSAGES[locale].refused, { [field]: MESSAGES[locale].distinct });
    }
  },
}));
