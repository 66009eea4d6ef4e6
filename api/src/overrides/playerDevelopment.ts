import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, { refused: string; future: string }> = {
  en: { refused: 'The evaluation cannot be saved this way', future: 'An evaluation is dated today or earlier' },
  ar: { refused: 'لا يمكن حفظ التقييم بهذه الطريقة', future: 'يُؤرَّخ التقييم باليوم أو بما قبله' },
};

/** The mean of the four scores, to one decimal. */
export const overallOf = (scores: readonly unknown[]): number => Math.round((scores.reduce<number>((sum, score) => sum + Number(score), 0) / scores.length) * 10) / 10;

// An evaluation is never dated in the future; its overall score is the mean of the four.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const evaluation = { ...before, ...values };
    if (String(evaluation.evaluatedOn) > todayInRiyadh()) throw badRequest(MESSAGES[locale].refused, { evaluatedOn: MESSAGES[locale].future });
    values.overall = overallOf([evaluation.technical, evaluation.tactical, evaluation.physical, evaluation.mental]);
  },
}));
