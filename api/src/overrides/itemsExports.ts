import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkLines, stockIn, stockOut } from './parts/stock';
import { stockDocument } from './parts/stock-documents';

const MESSAGES: Record<Locale, { refused: string; department: string; person: string }> = {
  en: { refused: 'The issue cannot be saved this way', department: 'Name the department the goods go to', person: 'Name the person who receives the goods' },
  ar: { refused: 'لا يمكن حفظ الصرف بهذه الطريقة', department: 'حدّد الإدارة التي تُصرف لها المواد', person: 'حدّد الشخص الذي يستلم المواد' },
};

// Goods issued to a department or a person (named according to `issuedTo`): posting takes the
// lines off the warehouse's items, never below zero; reversing puts them back.
export const override = defineOverride(({ records }) =>
  stockDocument({
    check: async (issue, lines, client, locale) => {
      const m = MESSAGES[locale];
      if (issue.issuedTo === 'department' && !issue.departmentId) throw badRequest(m.refused, { departmentId: m.department });
      if (issue.issuedTo === 'person' && !issue.recipientId) throw badRequest(m.refused, { recipientId: m.person });
      await checkLines(client, locale, issue.warehouseId, lines);
    },
    post: (_issue, lines, client, posting) => stockOut(client, records, posting, 'issue', lines),
    reverse: (_issue, lines, client, posting) => stockIn(client, records, posting, 'reversal', lines.map(({ unitCost: _cost, ...line }) => line)),
  }),
);
