import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// Required when a number is high (power 4 or 5): a declared check's `when` names enum and flag values only.
const MESSAGES: Record<Locale, { refused: string; planNeeded: string }> = {
  en: { refused: 'The stakeholder cannot be saved this way', planNeeded: 'A powerful critic or blocker needs an engagement plan' },
  ar: { refused: 'لا يمكن حفظ صاحب المصلحة بهذه الطريقة', planNeeded: 'يحتاج المعارض أو المعرقل ذو النفوذ إلى خطة تعامل' },
};

/** 4 or 5 on the 1–5 scale. */
const HIGH = 4;

/** The quadrant of the power/interest grid (Mendelow): how the club engages the stakeholder. */
export const strategyOf = (power: number, interest: number): string =>
  power >= HIGH ? (interest >= HIGH ? 'manageClosely' : 'keepSatisfied') : interest >= HIGH ? 'keepInformed' : 'monitor';

// The strategy follows power and interest (contacts in order: declared); a powerful critic or blocker has a plan.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const stakeholder = { ...before, ...values };
    const power = Number(stakeholder.power);
    if (power >= HIGH && (stakeholder.attitude === 'critic' || stakeholder.attitude === 'blocker') && !String(stakeholder.engagementPlan ?? '').trim()) {
      throw badRequest(m.refused, { engagementPlan: m.planNeeded });
    }
    values.strategy = strategyOf(power, Number(stakeholder.interest));
  },
}));
