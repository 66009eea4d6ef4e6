// Food (api/src/overrides/kitchenMeals.ts: only food goes into a meal, and the sample meal's ingredient is the sample item).
export const sample = { category: 'food' };
