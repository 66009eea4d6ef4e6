import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

/** How far the macros' energy may be from the daily calories. */
const TOLERANCE = 0.1;

// The energy of the macros against the calories, a sum with a tolerance: no declared check says it.
const MESSAGES: Record<Locale, { refused: string; energy: (kcal: number) => string }> = {
  en: { refused: 'The nutrition plan cannot be saved this way', energy: (kcal) => `The macros give ${kcal} kcal: within 10% of the daily calories` },
  ar: { refused: 'لا يمكن حفظ الخطة الغذائية بهذه الطريقة', energy: (kcal) => `تعطي المغذيات ${kcal} سعرة: في حدود 10% من السعرات اليومية` },
};

/** The energy of a day's macros: 4 kcal a gram of protein or carbohydrate, 9 of fat. */
export const energyOf = (protein: number, carbs: number, fat: number): number => 4 * protein + 4 * carbs + 9 * fat;

// A plan's macros add up to its calories (within 10%); its dates in order and one active plan per
// player are declared in the schema.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const plan = { ...before, ...values };
    const energy = energyOf(Number(plan.proteinGrams), Number(plan.carbsGrams), Number(plan.fatGrams));
    if (Math.abs(energy - Number(plan.dailyCalories)) > TOLERANCE * Number(plan.dailyCalories)) throw badRequest(m.refused, { dailyCalories: m.energy(energy) });
  },
}));
