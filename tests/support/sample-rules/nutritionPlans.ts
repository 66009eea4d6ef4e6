// Macros within 10% of the calories (api/src/overrides/nutritionPlans.ts); an ended plan (one active per player).
export const sample = { dailyCalories: 2800, proteinGrams: 150, carbsGrams: 350, fatGrams: 80, status: 'ended' };
