import { FOOD_UNITS } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut, type StockLine } from './parts/stock';

const MESSAGES: Record<Locale, { refused: string; frozen: string; notFood: string }> = {
  en: {
    refused: 'The meal cannot be saved this way',
    notFood: 'Only food goes into a meal',
    frozen: 'A served meal keeps its ingredients and servings: cancel it to put them back',
  },
  ar: {
    refused: 'لا يمكن حفظ الوجبة بهذه الطريقة',
    notFood: 'لا يدخل في الوجبة إلا الطعام',
    frozen: 'تبقى مكونات الوجبة المقدّمة وعدد حصصها كما هي: ألغِها لإعادة المكونات',
  },
};

const linesOf = (ingredients: Row[]): StockLine[] => ingredients.map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, at: `ingredients.${index}` }));

const sameIngredients = (lines: Row[], before: Row[]) =>
  lines.length === before.length && lines.every((line, index) => String(line.itemId) === String(before[index]?.itemId) && Number(line.quantity) === Number(before[index]?.quantity));

// Its moves (served stamped), its servings within the kitchen's and the kitchen operating when it is
// served are declared in its schema. What stays: its ingredients are food items of its kitchen's
// store, each in the item's unit; served, they leave the store as one movement, never below zero,
// and stay as they are (nor is it deleted); a served meal cancelled puts them back.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven, locale } = write;
    if (action === 'delete') {
      if (before?.status === 'served') throw conflict(MESSAGES[locale].frozen);
      return;
    }
    const m = MESSAGES[locale];
    const meal: Row = { ...before, ...values };
    const ingredients = lines?.ingredients ?? [];
    if (before?.status === 'served' && ((linesGiven && !sameIngredients(ingredients, linesBefore?.ingredients ?? [])) || (values.servings !== undefined && Number(values.servings) !== Number(before.servings)))) {
      throw conflict(m.frozen, { ingredients: m.frozen });
    }
    const { rows } = await client.query<{ warehouseId: string }>('SELECT "warehouse_id" AS "warehouseId" FROM "kitchens" WHERE "id" = $1', [meal.kitchenId]);
    const kitchen = rows[0];
    if (!kitchen) return;
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
    if (meal.status === 'served' && before?.status !== 'served') await stockOut(client, records, posting, 'mealUse', linesOf(ingredients));
    if (meal.status === 'cancelled' && before?.status === 'served') await stockIn(client, records, posting, 'reversal', linesOf(linesBefore?.ingredients ?? ingredients));
  },
}));
