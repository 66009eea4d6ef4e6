import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut, type StockLine } from './parts/stock';

const linesOf = (ingredients: Row[]): StockLine[] => ingredients.map((line, index) => ({ itemId: String(line.itemId), quantity: line.quantity, at: `ingredients.${index}` }));

const sameIngredients = (lines: Row[], before: Row[]) =>
  lines.length === before.length && lines.every((line, index) => String(line.itemId) === String(before[index]?.itemId) && Number(line.quantity) === Number(before[index]?.quantity));

// Its moves (served stamped), its servings within the kitchen's and the kitchen operating when it is
// served are declared in its schema. What stays: its ingredients are food items of its kitchen's
// store, each in the item's unit; served, they leave the store as one movement, never below zero,
// and stay as they are (nor is it deleted); a served meal cancelled puts them back.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven } = write;
    if (action === 'delete') {
      if (before?.status === 'served') throw rules.refuse(write, 'servedUnchanged', {}, 409, []);
      return;
    }
    const meal: Row = { ...before, ...values };
    const ingredients = lines?.ingredients ?? [];
    if (before?.status === 'served' && ((linesGiven && !sameIngredients(ingredients, linesBefore?.ingredients ?? [])) || (values.servings !== undefined && Number(values.servings) !== Number(before.servings)))) {
      throw rules.refuse(write, 'servedUnchanged', {}, 409);
    }
    const { rows } = await client.query<{ warehouseId: string }>('SELECT "warehouse_id" AS "warehouseId" FROM "kitchens" WHERE "id" = $1', [meal.kitchenId]);
    const kitchen = rows[0];
    if (!kitchen) return;
    if (ingredients.length && before?.status !== 'served') {
      await checkLines(client, rules, write, kitchen.warehouseId, linesOf(ingredients));
      // Food only (declared on the ingredient); each line in its item's unit.
      const { rows: items } = await client.query<{ id: string; unit: string }>('SELECT "id", "unit" FROM "warehouse_items" WHERE "id" = ANY($1::uuid[])', [ingredients.map((line) => line.itemId)]);
      const byId = new Map(items.map((row) => [row.id, row]));
      for (const line of ingredients) line.unit = byId.get(String(line.itemId))?.unit ?? null;
    }
    const posting = { documentNumber: String(meal.number ?? ''), cause: causeOf(write), rules };
    if (meal.status === 'served' && before?.status !== 'served') await stockOut(client, records, posting, 'mealUse', linesOf(ingredients));
    if (meal.status === 'cancelled' && before?.status === 'served') await stockIn(client, records, posting, 'reversal', linesOf(linesBefore?.ingredients ?? ingredients));
  },
}));
