import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut } from './parts/stock';
import { stockDocument } from './parts/stock-documents';

// Goods issued to a department or a person (named according to `issuedTo`): posting takes the
// lines off the warehouse's items, never below zero; reversing puts them back.
export const override = defineOverride(({ records, rules }) =>
  stockDocument(rules, {
    check: async (issue, lines, client, write) => {
      if (issue.issuedTo === 'department' && !issue.departmentId) throw rules.refuse(write, 'departmentNamed');
      if (issue.issuedTo === 'person' && !issue.recipientId) throw rules.refuse(write, 'recipientNamed');
      await checkLines(client, rules, write, issue.warehouseId, lines);
    },
    post: (_issue, lines, client, posting) => stockOut(client, records, posting, 'issue', lines),
    reverse: (_issue, lines, client, posting) => stockIn(client, records, posting, 'reversal', lines.map(({ unitCost: _cost, ...line }) => line)),
  }),
);
