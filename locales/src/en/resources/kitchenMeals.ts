import type { kitchenMeals } from '@club/schema/resources/kitchenMeals';
import { defineResourceLocale } from '../../types';
import { stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof kitchenMeals>({
  name: 'Meal |||| Kitchen meals',
  fields: {
    number: 'Meal number',
    kitchenId: 'Kitchen',
    name: 'Meal',
    nameAr: 'Meal in Arabic',
    mealType: 'Meal type',
    servedOn: 'Served on',
    servings: 'Servings',
    caloriesPerServing: 'Calories a serving',
    proteinGrams: 'Protein (g)',
    carbsGrams: 'Carbohydrates (g)',
    fatGrams: 'Fat (g)',
    menu: 'Menu',
    status: 'Status',
    servedAt: 'Served at',
  },
  enums: {
    mealType: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
    status: { planned: 'Planned', served: 'Served', cancelled: 'Cancelled' },
  },
  actions: { serve: 'Serve', cancel: 'Cancel meal' },
  rules: {
    ...stockLineRules,
    servedUnchanged: 'A served meal keeps its ingredients and servings: cancel it to put them back',
    servingsOfTheKitchen: 'The kitchen serves at most %{than} at a meal',
    kitchenOperating: 'The kitchen is not operating',
  },
  texts: {
    ...stockUnitTexts,
  },
});
