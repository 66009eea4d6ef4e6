import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; twice: string }> = {
  en: { refused: 'This package cannot be saved this way', twice: 'This feature is listed already' },
  ar: { refused: 'لا يمكن حفظ هذه الباقة بهذه الطريقة', twice: 'هذه الميزة مدرجة من قبل' },
};

// A package names each feature once: the repeated line is pointed out (features.N.featureId).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, lines, locale }) => {
    if (action === 'delete' || !lines?.features) return;
    const seen = new Set<unknown>();
    for (const [index, line] of lines.features.entries()) {
      if (seen.has(line.featureId)) throw badRequest(MESSAGES[locale].refused, { [`features.${index}.featureId`]: MESSAGES[locale].twice });
      seen.add(line.featureId);
    }
  },
}));
