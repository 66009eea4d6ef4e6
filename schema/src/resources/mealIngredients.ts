import { defineResource, f, FOOD_UNITS, stockQuantity } from '../index';

// An ingredient of a meal, a food item of the kitchen's store in its unit: written only with its meal.
export const mealIngredients = defineResource({
  name: 'mealIngredients',
  route: '/Facility/Kitchens/MealIngredients',
  menu: { group: 'facilities', icon: 'Restaurant', order: 32 },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    mealId: f.reference('kitchenMeals', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    itemId: f.reference('warehouseItems', { required: true }),
    quantity: stockQuantity(),
    // Derived: the item's unit.
    unit: f.enum(FOOD_UNITS, { readOnly: true }),
    notes: f.text({ maxLength: 200 }),
  },
  // Only food goes into a meal: an item of the food category, counted in a unit food is.
  checks: { foodOnly: { kind: 'refersTo', field: 'itemId', where: { category: ['food'], unit: FOOD_UNITS } } },
  list: { columns: ['mealId', 'itemId', 'quantity', 'unit', 'notes'], sort: ['createdAt', 'DESC'] },
  filters: { mealId: { alwaysOn: true }, itemId: {} },
});
