import { defineOverride } from '../server-overrides/define';

/** How far the macros' energy may be from the daily calories. */
const TOLERANCE = 0.1;

/** The energy of a day's macros: 4 kcal a gram of protein or carbohydrate, 9 of fat. */
export const energyOf = (protein: number, carbs: number, fat: number): number => 4 * protein + 4 * carbs + 9 * fat;

// A plan's macros add up to its calories (within 10%: a sum with a tolerance, judged here); its dates in order and one active plan per
// player are declared in the schema.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const plan = { ...before, ...values };
    const energy = energyOf(Number(plan.proteinGrams), Number(plan.carbsGrams), Number(plan.fatGrams));
    if (Math.abs(energy - Number(plan.dailyCalories)) > TOLERANCE * Number(plan.dailyCalories)) throw rules.refuse(write, 'macrosMatchCalories', { kcal: energy });
  },
}));
