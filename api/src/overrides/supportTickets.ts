import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// A value allowed only in some states ("empty unless"): no declared check says it.
const MESSAGES: Record<Locale, { refused: string; rating: string }> = {
  en: { refused: 'The ticket cannot be saved this way', rating: 'A ticket is rated once it is resolved' },
  ar: { refused: 'لا يمكن حفظ التذكرة بهذه الطريقة', rating: 'تُقيّم التذكرة بعد حلها' },
};

const HOUR = 3_600_000;

// A ticket is raised by whoever sends it; its moves (resolved with its resolution, stamped; closed,
// stamped) are declared. Here: the hours from its opening to its resolution, cleared when it is
// reopened; it is rated (1–5) once resolved.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, actor, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create') values.requesterId = actor?.id ?? null;
    const ticket = { ...before, ...values };
    const solved = ticket.status === 'resolved' || ticket.status === 'closed';
    if (!solved && ticket.satisfaction !== null && ticket.satisfaction !== undefined) throw badRequest(m.refused, { satisfaction: m.rating });
    if (values.status === 'resolved' && before?.status !== 'resolved') {
      // Stamped by its move (resolvedAt); counted from its opening.
      const resolved = new Date(String(values.resolvedAt ?? new Date().toISOString()));
      const opened = new Date(String(ticket.openedAt ?? resolved.toISOString()));
      values.resolutionHours = Math.round(((resolved.getTime() - opened.getTime()) / HOUR) * 100) / 100;
    }
    if (values.status === 'inProgress' && before?.status === 'resolved') Object.assign(values, { resolvedAt: null, resolutionHours: null });
  },
}));
