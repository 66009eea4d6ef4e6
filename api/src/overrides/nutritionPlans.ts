import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

/** How far the macros' energy may be from the daily calories. */
const TOLERANCE = 0.1;

const MESSAGES: Record<Locale, { refused: string; order: string; energy: (kcal: number) => string; twice: string }> = {
  en: {
    refused: 'The nutrition plan cannot be saved this way',
    order: 'The plan ends on or after its start',
    energy: (kcal) => `The macros give ${kcal} kcal: within 10% of the daily calories`,
    twice: 'The player already has an active nutrition plan',
  },
  ar: {
    refused: 'لا يمكن حفظ الخطة الغذائية بهذه الطريقة',
    order: 'تنتهي الخطة في يوم بدايتها أو بعده',
    energy: (kcal) => `تعطي المغذيات ${kcal} سعرة: في حدود 10% من السعرات اليومية`,
    twice: 'للاعب خطة غذائية سارية',
  },
};

/** The energy of a day's macros: 4 kcal a gram of protein or carbohydrate, 9 of fat. */
export const energyOf = (protein: number, carbs: number, fat: number): number => 4 * protein + 4 * carbs + 9 * fat;

// A plan's macros add up to its calories (within 10%), it ends on or after its start, and a
// player has one active plan at a time (under a lock on the player).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const plan = { ...before, ...values };
    if (plan.endDate && String(plan.endDate) < String(plan.startDate)) throw badRequest(m.refused, { endDate: m.order });
    const energy = energyOf(Number(plan.proteinGrams), Number(plan.carbsGrams), Number(plan.fatGrams));
    if (Math.abs(energy - Number(plan.dailyCalories)) > TOLERANCE * Number(plan.dailyCalories)) throw badRequest(m.refused, { dailyCalories: m.energy(energy) });
    if (plan.status !== 'active') return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`nutritionPlans:${plan.playerId}`]);
    const { rows } = await client.query(`SELECT 1 FROM "nutrition_plans" WHERE "player_id" = $1 AND "status" = 'active' AND "id" IS DISTINCT FROM $2`, [plan.playerId, id ?? null]);
    if (rows.length) throw conflict(m.twice, { playerId: m.twice });
  },
}));
