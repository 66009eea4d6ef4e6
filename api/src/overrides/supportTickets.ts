import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { open: ['inProgress', 'waiting', 'resolved'], inProgress: ['waiting', 'resolved'], waiting: ['inProgress', 'resolved'], resolved: ['inProgress', 'closed'], closed: [] };

const MESSAGES: Record<Locale, { refused: string; resolution: string; rating: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The ticket cannot be saved this way',
    resolution: 'Say how the ticket was resolved',
    rating: 'A ticket is rated once it is resolved',
    labels: { open: 'open', inProgress: 'in progress', waiting: 'waiting', resolved: 'resolved', closed: 'closed' },
  },
  ar: {
    refused: 'لا يمكن حفظ التذكرة بهذه الطريقة',
    resolution: 'اذكر كيف حُلّت التذكرة',
    rating: 'تُقيّم التذكرة بعد حلها',
    labels: { open: 'مفتوحة', inProgress: 'قيد المعالجة', waiting: 'بانتظار الرد', resolved: 'محلولة', closed: 'مغلقة' },
  },
};

const HOUR = 3_600_000;

// A ticket is raised by whoever sends it: open → in progress ⇄ waiting → resolved (with its resolution; when, and the hours from
// its opening, derived) → closed (when kept), or reopened while resolved (which clears the
// resolution time). It is rated (1–5) once resolved.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, actor, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create') values.requesterId = actor?.id ?? null;
    const ticket = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const solved = ticket.status === 'resolved' || ticket.status === 'closed';
    if (solved && !String(ticket.resolution ?? '').trim()) throw badRequest(m.refused, { resolution: m.resolution });
    if (!solved && ticket.satisfaction !== null && ticket.satisfaction !== undefined) throw badRequest(m.refused, { satisfaction: m.rating });
    const now = new Date();
    if (values.status === 'resolved' && before?.status !== 'resolved') {
      const opened = new Date(String(ticket.openedAt ?? now.toISOString()));
      Object.assign(values, { resolvedAt: now.toISOString(), resolutionHours: Math.round(((now.getTime() - opened.getTime()) / HOUR) * 100) / 100 });
    }
    if (values.status === 'inProgress' && before?.status === 'resolved') Object.assign(values, { resolvedAt: null, resolutionHours: null });
    if (values.status === 'closed') values.closedAt = now.toISOString();
  },
}));
