import type { PoolClient } from 'pg';
import type { Row } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { checkLines, counterpartsIn, lockItems, stockIn, stockOut, type Posting, type StockLine } from './parts/stock';
import { stockDocument } from './parts/stock-documents';

/** The lines as the destination warehouse's items (the same codes there, made there when missing). */
const arriving = async (client: PoolClient, records: Records, posting: Posting, transfer: Row, lines: readonly StockLine[]): Promise<StockLine[]> => {
  const counterparts = await counterpartsIn(client, records, posting.cause, lines.map((line) => line.itemId), String(transfer.toWarehouseId));
  return lines.map(({ unitCost: _cost, ...line }) => ({ ...line, itemId: counterparts.get(line.itemId)! }));
};

// Stock moved between two warehouses: out of the source's items and into the destination's, in the
// same transaction; reversing moves it back (refused when the destination has issued part of it).
export const override = defineOverride(({ records, rules }) =>
  stockDocument(rules, {
    check: async (transfer, lines, client, write) => {
      await checkLines(client, rules, write, transfer.fromWarehouseId, lines);
    },
    post: async (transfer, lines, client, posting) => {
      const into = await arriving(client, records, posting, transfer, lines);
      await lockItems(client, [...lines, ...into].map((line) => line.itemId));
      await stockOut(client, records, posting, 'transferOut', lines);
      await stockIn(client, records, posting, 'transferIn', into);
    },
    reverse: async (transfer, lines, client, posting) => {
      const into = await arriving(client, records, posting, transfer, lines);
      await lockItems(client, [...lines, ...into].map((line) => line.itemId));
      await stockOut(client, records, posting, 'reversal', into);
      await stockIn(client, records, posting, 'reversal', lines.map(({ unitCost: _cost, ...line }) => line));
    },
  }),
);
