import type { mealIngredients } from '@club/schema/resources/mealIngredients';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof mealIngredients>({
  name: 'Ingredient |||| Meal ingredients',
  fields: {
    mealId: 'Meal',
    position: 'Line',
    itemId: 'Item',
    quantity: 'Quantity',
    unit: 'Unit',
    notes: 'Notes',
  },
  enums: {
    unit: { piece: 'Piece', box: 'Box', kg: 'kg', liter: 'Liter', set: 'Set' },
  },
  rules: {
    foodOnly: 'Only food goes into a meal',
  },
});
