import type { DemoRow, DemoSeed } from './demo-seed';
import { STOCK_ITEMS } from './parts/stock';

export const after = ['itemsImports', 'itemsExports', 'warehouseTransfers', 'itemsRequests'];

type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

// [day (from today), meal type, name, Arabic name, servings, calories, protein, carbs, fat, ingredients: [item code, quantity], menu]
const MEALS: readonly (readonly [number, MealType, string, string, number, number, number, number, number, readonly (readonly [string, number])[], string])[] = [
  [-3, 'breakfast', 'Oats with dates and whey', 'شوفان بالتمر والبروتين', 60, 520, 32, 70, 12, [['FD-OATS', 4.5], ['FD-DATES-SUK', 2], ['FD-WHEY-VAN', 1.5]], 'شوفان، تمر سكري، بروتين بنكهة الفانيليا، حليب.'],
  [-3, 'lunch', 'Chicken kabsa', 'كبسة دجاج', 70, 780, 48, 95, 20, [['FD-RICE-BAS', 10], ['FD-CHICKEN-FRZ', 14], ['FD-OLIVE-OIL', 1]], 'أرز بسمتي، دجاج، بهارات الكبسة، سلطة خضراء.'],
  [-3, 'dinner', 'Grilled chicken and rice', 'دجاج مشوي مع الأرز', 65, 690, 52, 80, 14, [['FD-CHICKEN-FRZ', 12], ['FD-RICE-BAS', 7]], 'صدر دجاج مشوي، أرز بسمتي، خضار.'],
  [-2, 'breakfast', 'Eggs, bread and dates', 'بيض وخبز وتمر', 60, 480, 26, 55, 16, [['FD-DATES-SUK', 1.5], ['FD-EGGS-30', 4], ['FD-BREAD', 60]], 'بيض مسلوق، خبز بر، تمر، لبنة.'],
  [-2, 'snack', 'Energy bars and electrolytes', 'ألواح طاقة ومشروب أملاح', 60, 250, 10, 35, 6, [['FD-ELECTRO', 1], ['FD-WATER-330', 3]], 'قبل التدريب المسائي.'],
  [-2, 'lunch', 'Chicken mandi', 'مندي دجاج', 72, 820, 50, 98, 22, [['FD-RICE-BAS', 10], ['FD-CHICKEN-FRZ', 15]], 'أرز مندي، دجاج مشوي، صلصة طماطم.'],
  [-1, 'dinner', 'Pasta with chicken (match eve)', 'معكرونة بالدجاج - ليلة المباراة', 66, 850, 45, 120, 15, [['FD-CHICKEN-FRZ', 10], ['FD-OLIVE-OIL', 0.5]], 'تحميل الكربوهيدرات قبل مباراة الدوري.'],
  [-1, 'breakfast', 'Breakfast buffet', 'بوفيه الإفطار', 64, 600, 30, 70, 18, [['FD-OATS', 3], ['FD-DATES-SUK', 1]], 'أُلغي لسفر الفريق مبكرًا.'],
  [0, 'breakfast', 'Oats and fruit', 'شوفان وفواكه', 62, 500, 28, 72, 10, [['FD-OATS', 4], ['FD-WHEY-VAN', 1]], 'شوفان، فواكه موسمية، مخفوق بروتين.'],
  [0, 'lunch', 'Fish and rice', 'سمك مع الأرز', 70, 700, 46, 85, 15, [['FD-RICE-BAS', 9], ['FD-OLIVE-OIL', 1]], 'سمك هامور مشوي، أرز، سلطة.'],
  [0, 'dinner', 'Chicken shawarma plates', 'صحون شاورما دجاج', 68, 740, 44, 78, 24, [['FD-CHICKEN-FRZ', 13]], 'شاورما دجاج، حمص، سلطة.'],
  [1, 'breakfast', 'Foul and eggs', 'فول وبيض', 62, 540, 30, 60, 17, [['FD-OLIVE-OIL', 0.5], ['FD-EGGS-30', 3], ['FD-BREAD', 62]], 'فول مدمس، بيض، خبز.'],
  [1, 'lunch', 'Lamb kabsa', 'كبسة لحم', 72, 900, 50, 100, 30, [['FD-RICE-BAS', 11]], 'غداء يوم الجمعة.'],
  [2, 'snack', 'Recovery shakes', 'مشروبات الاستشفاء', 60, 300, 25, 30, 5, [['FD-WHEY-VAN', 2]], 'بعد الحصة التدريبية المزدوجة.'],
];

// Three days of the residence kitchen's meals: the past ones served (their ingredients drawn from
// the kitchen store) but one cancelled, today's and the coming ones planned.
export const demo: DemoSeed = (ctx) => {
  const kitchens = ctx.ids('kitchens');
  const items = ctx.ids('warehouseItems');
  if (!kitchens.length || !items.length) return [];
  const itemOf = (code: string) => items[STOCK_ITEMS.findIndex((item) => item[1] === code)];
  return MEALS.map(([day, mealType, name, nameAr, servings, caloriesPerServing, proteinGrams, carbsGrams, fatGrams, ingredients, menu], index): DemoRow => ({
    kitchenId: kitchens[0],
    name,
    nameAr,
    mealType,
    servedOn: ctx.dateFromToday(day),
    servings,
    caloriesPerServing,
    proteinGrams,
    carbsGrams,
    fatGrams,
    menu,
    status: index === 7 ? 'cancelled' : day < 0 ? 'served' : 'planned',
    ingredients: ingredients.map(([code, quantity]) => ({ itemId: itemOf(code), quantity })),
  }));
};
