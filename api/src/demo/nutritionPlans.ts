import type { DemoSeed } from './demo-seed';

// [player (place in the squad), goal, protein, carbs, fat (grams), started (days ago), ends (days from today) or null, status]
const PLANS = [
  [0, 'performance', 180, 400, 80, 60, 120, 'active'],
  [1, 'maintenance', 160, 350, 75, 60, 120, 'active'],
  [5, 'recovery', 170, 300, 70, 10, 30, 'active'],
  [6, 'performance', 175, 420, 85, 45, null, 'active'],
  [8, 'muscleGain', 200, 450, 90, 90, 30, 'active'],
  [13, 'weightLoss', 170, 220, 60, 30, 60, 'active'],
  [28, 'recovery', 140, 260, 65, 65, 90, 'active'],
  [25, 'muscleGain', 150, 380, 75, 120, null, 'active'],
  [26, 'performance', 130, 350, 70, 40, 100, 'active'],
  [54, 'performance', 120, 300, 60, 50, 70, 'active'],
  [0, 'maintenance', 170, 380, 80, 300, -61, 'ended'],
  [9, 'weightLoss', 165, 200, 55, 200, -20, 'ended'],
  [59, 'maintenance', 90, 250, 55, 70, 50, 'active'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return PLANS.map(([place, goal, proteinGrams, carbsGrams, fatGrams, started, ends, status], index) => ({
    playerId: players[place],
    goal,
    startDate: ctx.dateFromToday(-started),
    endDate: ends === null ? undefined : ctx.dateFromToday(ends),
    // The energy of the macros, rounded to tens (4 kcal a gram of protein or carbohydrate, 9 of fat).
    dailyCalories: Math.round((4 * proteinGrams + 4 * carbsGrams + 9 * fatGrams) / 10) * 10,
    proteinGrams,
    carbsGrams,
    fatGrams,
    mealsPerDay: goal === 'muscleGain' ? 6 : 5,
    meals: index % 2 ? 'فطور: شوفان وبيض. غداء: أرز وصدر دجاج. عشاء: سمك وخضار.' : 'فطور: شوفان وبيض وتمر. غداء: أرز ودجاج وسلطة. وجبة خفيفة: لبن ومكسرات. عشاء: سمك وخضار.',
    nutritionistName: 'ريم الحربي',
    status,
  }));
};
