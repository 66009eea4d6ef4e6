import type { nutritionPlans } from '@club/schema/resources/nutritionPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof nutritionPlans>({
  name: 'Nutrition plan |||| Nutrition plans',
  fields: {
    playerId: 'Player',
    goal: 'Goal',
    startDate: 'Start date',
    endDate: 'End date',
    dailyCalories: 'Daily calories (kcal)',
    proteinGrams: 'Protein (g)',
    carbsGrams: 'Carbohydrates (g)',
    fatGrams: 'Fat (g)',
    mealsPerDay: 'Meals a day',
    meals: 'Meals',
    nutritionistName: 'Nutritionist',
    status: 'Status',
  },
  enums: {
    goal: { maintenance: 'Maintenance', muscleGain: 'Muscle gain', weightLoss: 'Weight loss', recovery: 'Recovery', performance: 'Performance' },
    status: { active: 'Active', ended: 'Ended' },
  },
  rules: {
    macrosMatchCalories: 'The macros give %{kcal} kcal: within 10% of the daily calories',
    endsAfterStart: 'The plan ends on or after its start',
    oneActivePlan: 'The player already has an active nutrition plan',
  },
});
