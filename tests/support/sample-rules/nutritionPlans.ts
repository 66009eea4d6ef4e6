// Macros within 10% of the calories; an ended plan (one active per player; api/src/overrides/nutritionPlans.ts).
export const sample = { dailyCalories: 2800, proteinGrams: 150, carbsGrams: 350, fatGrams: 80, startDate: '2026-01-01', endDate: '2026-06-30', status: 'ended' };
