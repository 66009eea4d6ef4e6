import { defineOverride } from '../server-overrides/define';

const HOUR = 3_600_000;

// A ticket is raised by whoever sends it; its moves (resolved with its resolution, stamped; closed,
// stamped) are declared. Here: the hours from its opening to its resolution, cleared when it is
// reopened (it is rated, 1–5, only once resolved: declared).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, actor }) => {
    if (action === 'delete') return;
    if (action === 'create') values.requesterId = actor?.id ?? null;
    const ticket = { ...before, ...values };
    if (values.status === 'resolved' && before?.status !== 'resolved') {
      // Stamped by its move (resolvedAt); counted from its opening.
      const resolved = new Date(String(values.resolvedAt ?? new Date().toISOString()));
      const opened = new Date(String(ticket.openedAt ?? resolved.toISOString()));
      values.resolutionHours = Math.round(((resolved.getTime() - opened.getTime()) / HOUR) * 100) / 100;
    }
    if (values.status === 'inProgress' && before?.status === 'resolved') Object.assign(values, { resolvedAt: null, resolutionHours: null });
  },
}));
