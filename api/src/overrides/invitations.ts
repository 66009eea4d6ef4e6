import { GATES, clubDay } from '@club/schema';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { announceVisit, hostNameOf, invitationCode, type InvitationFacts } from './parts/visits';

type Status = 'pending' | 'approved' | 'rejected' | 'checkedIn' | 'checkedOut' | 'cancelled';

/** What each action does to the status: from which, to which. */
const MOVES: Record<string, { from: readonly Status[]; to: Status }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  'check-in': { from: ['approved'], to: 'checkedIn' },
  'check-out': { from: ['checkedIn'], to: 'checkedOut' },
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
  confirm: { from: ['approved'], to: 'approved' },
};



const STATUS_LABELS: Record<Locale, Record<Status, string>> = {
  en: { pending: 'pending', approved: 'approved', rejected: 'rejected', checkedIn: 'checked in', checkedOut: 'checked out', cancelled: 'cancelled' },
  ar: { pending: 'بانتظار الاعتماد', approved: 'معتمدة', rejected: 'مرفوضة', checkedIn: 'تم الدخول', checkedOut: 'تم الخروج', cancelled: 'ملغاة' },
};

const MESSAGES: Record<Locale, {
  refused: string;
  notNow: (status: string) => string;
  closed: (status: string) => string;
  timeOrder: string;
  past: string;
  commentNeeded: string;
  gate: string;
  badge: string;
  when: string;
  outBeforeIn: string;
}> = {
  en: {
    refused: 'The invitation cannot be saved this way',
    notNow: (status) => `Not possible: the invitation is ${status}`,
    closed: (status) => `An invitation that is ${status} is not edited any more`,
    timeOrder: 'The visit ends after it starts',
    past: 'The visit date has passed',
    commentNeeded: 'Say why the invitation is rejected',
    gate: 'Choose one of the gates',
    badge: 'A badge number has at most 20 characters',
    when: 'Give the time it happened, not later than now',
    outBeforeIn: 'A visitor leaves after coming in',
  },
  ar: {
    refused: 'لا يمكن حفظ الدعوة بهذه الطريقة',
    notNow: (status) => `غير ممكن: حالة الدعوة «${status}»`,
    closed: (status) => `لا تُعدَّل الدعوة وحالتها «${status}»`,
    timeOrder: 'ينتهي وقت الزيارة بعد بدايتها',
    past: 'مضى تاريخ الزيارة',
    commentNeeded: 'اذكر سبب رفض الدعوة',
    gate: 'اختر إحدى البوابات',
    badge: 'رقم البطاقة 20 حرفًا على الأكثر',
    when: 'اذكر وقت حدوثه، على ألا يتجاوز الآن',
    outBeforeIn: 'يغادر الزائر بعد دخوله',
  },
};

/**
 * When the guard says it happened (`at`, a gate recording an entry a little late), or now; never
 * in the future.
 */
const momentOf = (at: unknown, now: string, m: (typeof MESSAGES)[Locale]): string => {
  if (at === undefined || at === null) return now;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || Date.parse(at) > Date.parse(now)) throw badRequest(m.refused, { at: m.when });
  return new Date(at).toISOString();
};

/** Today in the club's time zone, as YYYY-MM-DD. */
const clubToday = (): string => clubDay();

/** An action as a write of the invitation: its rules below decide, the version read guards against a double press. */

export const override = defineOverride(({ records, ...channels }) => ({
  beforeWrite: async ({ action, before, values, actor, locale, recordAction, cause }, client) => {
    const m = MESSAGES[locale];
    if (action === 'delete') return;
    // An invitation order approved issues its visitors' invitations approved (invitationOrders.ts), as decided there.
    const byOrder = action === 'create' && cause?.resource === 'invitationOrders' && cause.action === 'approve';
    const now = new Date().toISOString();
    if (recordAction) {
      const move = MOVES[recordAction.name];
      const status = before!.status as Status;
      if (!move) return;
      if (!move.from.includes(status)) throw conflict(m.notNow(STATUS_LABELS[locale][status]), { status: m.notNow(STATUS_LABELS[locale][status]) });
      const comment = typeof recordAction.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 1000) : '';
      switch (recordAction.name) {
        case 'approve':
        case 'reject':
          if (recordAction.name === 'reject' && !comment) throw badRequest(m.refused, { comment: m.commentNeeded });
          Object.assign(values, { status: move.to, decidedById: actor?.id ?? null, decidedAt: now, decisionComment: comment || null });
          return;
        case 'check-in': {
          const gate = recordAction.body.gate ?? 'main';
          const badge = recordAction.body.badgeNumber;
          if (typeof gate !== 'string' || !(GATES as readonly string[]).includes(gate)) throw badRequest(m.refused, { gate: m.gate });
          if (badge !== undefined && badge !== null && (typeof badge !== 'string' || badge.length > 20)) throw badRequest(m.refused, { badgeNumber: m.badge });
          Object.assign(values, { status: move.to, checkedInAt: momentOf(recordAction.body.at, now, m) });
          return;
        }
        case 'check-out': {
          const at = momentOf(recordAction.body.at, now, m);
          if (Date.parse(at) < Date.parse(before!.checkedInAt as string)) throw badRequest(m.refused, { at: m.outBeforeIn });
          Object.assign(values, { status: move.to, checkedOutAt: at });
          return;
        }
        case 'confirm':
          if (!before!.confirmedAt) values.confirmedAt = now;
          return;
        default:
          values.status = move.to;
          return;
      }
    }
    if (action === 'update') {
      // Decided, past or called off: the record stays as it was, but for its notes.
      const status = before!.status as Status;
      if (!['pending', 'approved'].includes(status) && Object.keys(values).some((key) => key !== 'notes')) {
        throw conflict(m.closed(STATUS_LABELS[locale][status]));
      }
    }
    const merged = { ...before, ...values };
    if (typeof merged.startTime === 'string' && typeof merged.endTime === 'string' && merged.endTime <= merged.startTime) throw badRequest(m.refused, { endTime: m.timeOrder });
    // A person books ahead; the server itself may record past visits (demo data, imports), and an
    // order's approval issues the invitations of the visit it was asked for.
    // Back from the trash, a visit date passed meanwhile is no booking in the past.
    if (actor && !byOrder && action !== 'restore' && typeof values.visitDate === 'string' && values.visitDate < clubToday()) throw badRequest(m.refused, { visitDate: m.past });
    if (action === 'create') Object.assign(values, { code: invitationCode(), status: byOrder ? 'approved' : 'pending' });
    if (values.hostId !== undefined) values.hostName = await hostNameOf(client, values.hostId);
  },
  afterWrite: async (event, client) => {
    const { action, after, changed, actor, recordAction } = event;
    // Back from the trash: nobody is told again, no entry is written at the gate (its status is as it was).
    if (!after || action === 'delete' || action === 'restore') return;
    const invitation = after as unknown as InvitationFacts;
    if (action === 'create') {
      // Issued approved by its order: announced as an invitation approved.
      await announceVisit(client, channels, invitation, after.status === 'approved' ? 'approved' : 'registered');
      return;
    }
    if (!changed.includes('status')) return;
    const now = new Date().toISOString();
    switch (after.status) {
      case 'approved':
        await announceVisit(client, channels, invitation, 'approved');
        return;
      case 'checkedIn': {
        // The gate's register: one row per entry, with the gate and badge the guard gave.
        const gate = (recordAction?.body.gate as string | undefined) ?? 'main';
        const badge = (recordAction?.body.badgeNumber as string | undefined) || null;
        await records.create(
          'visitorLogs',
          {
            invitationId: after.id, code: after.code, visitorName: after.visitorName, phone: after.phone ?? null, nationalId: after.nationalId ?? null, hostId: after.hostId ?? null,
            gate, badgeNumber: badge, checkInAt: after.checkedInAt ?? now, checkedInById: actor?.id ?? null, status: 'inside',
          },
          causeOf(event),
        );
        await announceVisit(client, channels, invitation, 'checkedIn');
        return;
      }
      case 'checkedOut': {
        // The visitor's open entries closed, with the minutes they stayed.
        const out = new Date((after.checkedOutAt as Date | string | null | undefined) ?? now);
        for (const entry of await records.find('visitorLogs', { invitationId: after.id, status: 'inside' }, { lock: true })) {
          const minutes = Math.max(0, Math.floor((out.getTime() - new Date(entry.checkInAt as Date | string).getTime()) / 60_000));
          await records.update('visitorLogs', String(entry.id), { checkOutAt: out, checkedOutById: actor?.id ?? null, status: 'left', durationMinutes: minutes }, causeOf(event));
        }
        await announceVisit(client, channels, invitation, 'checkedOut');
        return;
      }
    }
  },
  recordActions: {
    approve: editAction('approve'),
    reject: editAction('reject'),
    'check-in': editAction('check-in'),
    'check-out': editAction('check-out'),
    cancel: editAction('cancel'),
  },
  publicActions: { confirm: editAction('confirm') },
}));
