import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; cycle: string }> = {
  en: { refused: 'The department cannot be placed there', cycle: 'A department cannot sit under itself or under one of its own units' },
  ar: { refused: 'لا يمكن وضع الإدارة هناك', cycle: 'لا تتبع الإدارة نفسها ولا إحدى وحداتها' },
};

// The organisation is a tree: a department's parent is never itself or one of its descendants.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action !== 'update' || !write.values.parentId) return;
    const { rows } = await client.query(
      `WITH RECURSIVE up AS (SELECT "id", "parent_id" FROM "departments" WHERE "id" = $1
         UNION SELECT d."id", d."parent_id" FROM "departments" d JOIN up ON d."id" = up."parent_id")
       SELECT 1 FROM up WHERE "id" = $2`,
      [write.values.parentId, write.id],
    );
    if (rows.length) throw badRequest(MESSAGES[write.locale].refused, { parentId: MESSAGES[write.locale].cycle });
  },
}));
