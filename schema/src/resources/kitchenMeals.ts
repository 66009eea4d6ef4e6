import { defineResource, f, stockLineChecks } from '../index';

// Meals of a kitchen (SPEC §2 /Facility/Kitchens/KitchenMeals): planned with their ingredients
// (/Facility/Kitchens/MealIngredients, items of the kitchen's store); serving a meal draws its
// ingredients from the store in one transaction (never below zero), and cancelling a served meal
// puts them back.
export const kitchenMeals = defineResource({
  name: 'kitchenMeals',
  route: '/Facility/Kitchens/KitchenMeals',
  menu: { group: 'facilities', icon: 'RestaurantMenu', order: 31 },
  recordRepresentation: ['name', 'servedOn'],
  fields: {
    number: f.sequence({ prefix: 'MEAL' }),
    kitchenId: f.reference('kitchens', { required: true }),
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ maxLength: 160, search: true }),
    mealType: f.enum(['breakfast', 'lunch', 'dinner', 'snack'], { required: true }),
    servedOn: f.date({ required: true }),
    servings: f.integer({ required: true, min: 1, max: 10_000 }),
    caloriesPerServing: f.integer({ min: 0, max: 5000 }),
    proteinGrams: f.decimal({ min: 0, max: 500 }),
    carbsGrams: f.decimal({ min: 0, max: 1000 }),
    fatGrams: f.decimal({ min: 0, max: 500 }),
    menu: f.longText({ maxLength: 2000 }),
    status: f.enum(['planned', 'served', 'cancelled'], { required: true, default: 'planned' }),
    servedAt: f.datetime({ readOnly: true }),
  },
  lines: { ingredients: { resource: 'mealIngredients', parentField: 'mealId' } },
  list: { columns: ['servedOn', 'mealType', 'name', 'kitchenId', 'servings', 'caloriesPerServing', 'status'], sort: ['servedOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, mealType: { alwaysOn: true }, kitchenId: {}, servedOn: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['planned'],
    final: ['cancelled'],
    moves: {
      serve: { from: ['planned'], to: 'served', stamps: { at: 'servedAt' } },
      cancel: { from: ['planned', 'served'], to: 'cancelled' },
    },
  },
  checks: {
    ...stockLineChecks('ingredients'),
    servedUnchanged: { kind: 'override', field: 'ingredients' },
    servingsOfTheKitchen: { kind: 'atMost', field: 'servings', than: 'kitchenId.servingsPerMeal' },
    kitchenOperating: { kind: 'refersTo', field: 'kitchenId', where: { status: ['operating'] }, when: { status: ['served'] } },
  },
});
