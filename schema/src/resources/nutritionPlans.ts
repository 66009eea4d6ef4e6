import { defineResource, f } from '../index';

// A player's nutrition plan (SPEC §2 /nutritionPlans): daily calories and macros, whose energy
// (4 kcal a gram of protein or carbohydrate, 9 of fat) stays within 10% of the calories; one active
// plan per player at a time.
export const nutritionPlans = defineResource({
  name: 'nutritionPlans',
  route: '/nutritionPlans',
  menu: { group: 'clinics', icon: 'RestaurantMenu', order: 4 },
  recordRepresentation: 'goal',
  fields: {
    playerId: f.reference('players', { required: true }),
    goal: f.enum(['maintenance', 'muscleGain', 'weightLoss', 'recovery', 'performance'], { required: true }),
    startDate: f.date({ required: true }),
    endDate: f.date(),
    dailyCalories: f.integer({ required: true, min: 1000, max: 6000 }),
    proteinGrams: f.integer({ required: true, min: 0, max: 500 }),
    carbsGrams: f.integer({ required: true, min: 0, max: 1000 }),
    fatGrams: f.integer({ required: true, min: 0, max: 400 }),
    mealsPerDay: f.integer({ min: 1, max: 8, default: 5 }),
    meals: f.longText({ maxLength: 5000 }),
    nutritionistName: f.text({ maxLength: 120 }),
    status: f.enum(['active', 'ended'], { required: true, default: 'active' }),
  },
  access: { manager: ['list', 'show'] },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true },
    macrosMatchCalories: { kind: 'override', field: 'dailyCalories' },
  },
  constraints: { oneActivePlan: { kind: 'unique', fields: ['playerId'], when: { status: ['active'] } } },
  list: { columns: ['playerId', 'goal', 'dailyCalories', 'proteinGrams', 'carbsGrams', 'fatGrams', 'startDate', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, goal: { alwaysOn: true }, startDate: { ops: ['gte', 'lte'] } },
});
