import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// Counts the open tasks in its words: a declared check's message names its limit, not the count.
const OPEN: Record<Locale, (count: number) => string> = {
  en: (count) => `${count} of its tasks are still open: finish or cancel them first`,
  ar: (count) => `ما زالت ${count} من مهامه مفتوحة: أنجزها أو ألغها أولًا`,
};

// A project (its moves and dates: declared) is completed only with none of its tasks open (its row
// locked, so a task written meanwhile waits).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const project = { ...before, ...values };
    if (project.status !== 'completed' || before?.status === 'completed' || !id) return;
    const { rows } = await client.query<{ open: number }>(`SELECT count(*)::int AS "open" FROM "tasks" WHERE "project_id" = $1 AND "status" NOT IN ('done', 'canceled')`, [id]);
    if (rows[0]!.open > 0) throw conflict(OPEN[locale](rows[0]!.open), { status: OPEN[locale](rows[0]!.open) });
  },
}));
