import { FOOD_UNITS } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut, type StockLine } from './parts/stock';
import { checkTransition } from './parts/transitions';

const MOVES = { planned: ['served', 'cancelled'], served: ['cancelled'], cancelled: [] };

const MESSAGES: Record<Locale, { refused: string; servings: (most: number) => string; closed: string; frozen: string; notFood: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The meal cannot be saved this way',
    notFood: 'Only food goes into a meal',
    servings: (most) => `The kitchen serves at most ${most} at a meal`,
    closed: 'The kitchen is not operating',
    frozen: 'A served meal keeps its ingredients and servings: cancel it to put them back',
    labels: { planned: 'planned', served: 'served', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الوجبة بهذه الطريقة',
    notFood: 'لا يدخل في الوجبة إلا الطعام',
    servings: (most) => `يقدّم المطبخ ${most} وجبة على الأكثر في الوجبة الواحدة`,
    closed: 'المطبخ لا يعمل حاليًا',
    frozen: 'تبقى مكونات الوجبة المقدّمة وعدد حصصها كما هي: ألغِها لإعادة المكونات',
    labels: { planned: 'مخططة', served: 'مقدّمة', cancelled: 'ملغاة' },
  },
};

const linesOf = (ingredients: Row[]): StockLine[] => ingredients.map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, at: `ingredients.${index}` }));

const sameIngredients = (lines: Row[], before: Row[]) =>
  lines.length === before.length && lines.every((line, index) => String(line.itemId) === String(before[index]?.itemId) && Number(line.quantity) === Number(before[index]?.quantity));

// A meal's ingredients are items of its kitchen's store, each in the item's unit; it serves no more
// than the kitchen does at a meal. Served (the kitchen operating), its ingredients leave the store
// as one movement, never below zero; a served meal cancelled puts them back.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven, locale } = write;
    if (action === 'delete') {
      if (before?.status === 'served') throw conflict(MESSAGES[locale].frozen);
      return;
    }
    const m = MESSAGES[locale];
    const meal: Row = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const ingredients = lines?.ingredients ?? [];
    if (before?.status === 'served' && ((linesGiven && !sameIngredients(ingredients, linesBefore?.ingredients ?? [])) || (values.servings !== undefined && Number(values.servings) !== Number(before.servings)))) {
      throw conflict(m.frozen, { ingredients: m.frozen });
    }
    const { rows } = await client.query<{ warehouseId: string; servingsPerMeal: number; status: string }>(
      'SELECT "warehouse_id" AS "warehouseId", "servings_per_meal" AS "servingsPerMeal", "status" FROM "kitchens" WHERE "id" = $1',
      [meal.kitchenId],
    );
    const kitchen = rows[0];
    if (!kitchen) return;
    if (Number(meal.servings) > kitchen.servingsPerMeal) throw badRequest(m.refused, { servings: m.servings(kitchen.servingsPerMeal) });
    if (ingredients.length && before?.status !== 'served') {
      await checkLines(client, locale, kitchen.warehouseId, linesOf(ingredients));
      const { rows: items } = await client.query<{ id: string; unit: string; category: string }>('SELECT "id", "unit", "category" FROM "warehouse_items" WHERE "id" = ANY($1::uuid[])', [ingredients.map((line) => line.itemId)]);
      const byId = new Map(items.map((row) => [row.id, row]));
      const notFood = ingredients.flatMap((line, index) => {
        const item = byId.get(String(line.itemId));
        return item && (item.category !== 'food' || !(FOOD_UNITS as readonly string[]).includes(item.unit)) ? [[`ingredients.${index}.itemId`, m.notFood]] : [];
      });
      if (notFood.length) throw badRequest(m.refused, Object.fromEntries(notFood));
      for (const line of ingredients) line.unit = byId.get(String(line.itemId))?.unit ?? null;
    }
    const posting = { documentNumber: String(meal.number ?? ''), cause: causeOf(write) };
    if (meal.status === 'served' && before?.status !== 'served') {
      if (kitchen.status !== 'operating') throw conflict(m.closed, { kitchenId: m.closed });
      values.servedAt = new Date().toISOString();
      await stockOut(client, records, posting, 'mealUse', linesOf(ingredients));
    }
    if (meal.status === 'cancelled' && before?.status === 'served') await stockIn(client, records, posting, 'reversal', linesOf(linesBefore?.ingredients ?? ingredients));
  },
}));
