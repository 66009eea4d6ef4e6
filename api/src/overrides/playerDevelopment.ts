import { defineOverride } from '../server-overrides/define';

/** The mean of the four scores, to one decimal. */
export const overallOf = (scores: readonly unknown[]): number => Math.round((scores.reduce<number>((sum, score) => sum + Number(score), 0) / scores.length) * 10) / 10;

// An evaluation is never dated in the future (declared); its overall score is the mean of the four.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values }) => {
    if (action === 'delete') return;
    const evaluation = { ...before, ...values };
    values.overall = overallOf([evaluation.technical, evaluation.tactical, evaluation.physical, evaluation.mental]);
  },
}));
