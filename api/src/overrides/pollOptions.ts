import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { voted: string }> = {
  en: { voted: 'The option has votes: it stays, under the question it was chosen for' },
  ar: { voted: 'للخيار أصوات: يبقى تحت السؤال الذي اختير له' },
};

/** An option that was voted for stays where it was chosen (its votes count there). */
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (Number(before?.votes ?? 0) === 0) return;
    if (action === 'delete' || (values.questionId !== undefined && values.questionId !== before!.questionId)) throw conflict(MESSAGES[locale].voted);
  },
}));
