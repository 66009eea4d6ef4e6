import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut } from './parts/stock';
import { stockDocument } from './parts/stock-documents';
import { halalasOrZero } from './parts/money';

// Goods received: posting adds the lines to the warehouse's items (at their moving average cost);
// reversing takes them out again, refused when part of them was issued meanwhile.
export const override = defineOverride(({ records, rules }) =>
  stockDocument(rules, {
    check: (receipt, lines, client, write) => checkLines(client, rules, write, receipt.warehouseId, lines, { incoming: true }),
    // Money in halalas: each line's amount rounded once, the total their sum.
    derive: (values, lines) => {
      let total = 0;
      for (const line of lines) {
        const amount = Math.round((Number(line.quantity) * halalasOrZero(line.unitCost)));
        line.amount = amount / 100;
        total += amount;
      }
      values.totalCost = total / 100;
    },
    post: (receipt, lines, client, posting) => stockIn(client, records, { ...posting, day: String(receipt.receivedOn) }, 'receipt', lines),
    reverse: (_receipt, lines, client, posting) => stockOut(client, records, posting, 'reversal', lines),
  }),
);
