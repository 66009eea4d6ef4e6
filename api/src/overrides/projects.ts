import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MESSAGES: Record<Locale, { refused: string; order: string; open: (count: number) => string }> = {
  en: {
    refused: 'This project cannot be saved this way',
    order: 'A project ends after it starts',
    open: (count) => `${count} of its tasks are still open: finish or cancel them first`,
  },
  ar: {
    refused: 'لا يمكن حفظ هذا المشروع بهذه الطريقة',
    order: 'ينتهي المشروع بعد بدايته',
    open: (count) => `ما زالت ${count} من مهامه مفتوحة: أنجزها أو ألغها أولًا`,
  },
};

const MOVES: Record<string, readonly string[]> = {
  planning: ['active', 'cancelled'],
  active: ['onHold', 'completed', 'cancelled'],
  onHold: ['active', 'cancelled'],
  completed: [],
  cancelled: [],
};

// A project: its status moves as MOVES allow (completed and cancelled are final); completed only
// with none of its tasks open (its row locked, so a task written meanwhile waits); dates in order.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const project = { ...before, ...values };
    if (project.endDate && String(project.endDate) < String(project.startDate)) throw badRequest(m.refused, { endDate: m.order });
    if (action === 'update') checkTransition(MOVES, before?.status, values.status, locale);
    if (project.status !== 'completed' || before?.status === 'completed' || !id) return;
    const { rows } = await client.query<{ open: number }>(`SELECT count(*)::int AS "open" FROM "tasks" WHERE "project_id" = $1 AND "status" NOT IN ('done', 'canceled')`, [id]);
    if (rows[0]!.open > 0) throw conflict(m.open(rows[0]!.open), { status: m.open(rows[0]!.open) });
  },
}));
