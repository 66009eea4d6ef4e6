import type { PoolClient } from 'pg';
import { badRequest } from '../crud/errors';
import type { Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkLines, counterpartIn, lockItems, stockIn, stockOut, type StockLine } from './parts/stock';
import { stockDocument } from './parts/stock-documents';

const MESSAGES: Record<Locale, { refused: string; same: string }> = {
  en: { refused: 'The transfer cannot be saved this way', same: 'A transfer goes to another warehouse' },
  ar: { refused: 'لا يمكن حفظ التحويل بهذه الطريقة', same: 'يكون التحويل إلى مستودع آخر' },
};

/** The lines as the destination warehouse's items (the same codes there). */
const arriving = async (client: PoolClient, transfer: Row, lines: readonly StockLine[]): Promise<StockLine[]> =>
  Promise.all(lines.map(async ({ unitCost: _cost, ...line }) => ({ ...line, itemId: await counterpartIn(client, line.itemId, String(transfer.toWarehouseId)) })));

// Stock moved between two warehouses: out of the source's items and into the destination's, in the
// same transaction; reversing moves it back (refused when the destination has issued part of it).
export const override = defineOverride(() =>
  stockDocument({
    check: async (transfer, lines, client, locale) => {
      const m = MESSAGES[locale];
      if (transfer.fromWarehouseId === transfer.toWarehouseId) throw badRequest(m.refused, { toWarehouseId: m.same });
      await checkLines(client, locale, transfer.fromWarehouseId, lines);
    },
    post: async (transfer, lines, client, posting) => {
      const into = await arriving(client, transfer, lines);
      await lockItems(client, [...lines, ...into].map((line) => line.itemId));
      await stockOut(client, posting, 'transferOut', lines);
      await stockIn(client, posting, 'transferIn', into);
    },
    reverse: async (transfer, lines, client, posting) => {
      const into = await arriving(client, transfer, lines);
      await lockItems(client, [...lines, ...into].map((line) => line.itemId));
      await stockOut(client, posting, 'reversal', into);
      await stockIn(client, posting, 'reversal', lines.map(({ unitCost: _cost, ...line }) => line));
    },
  }),
);
