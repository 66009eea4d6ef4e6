import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { todayInRiyadh } from './parts/club-calendar';

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';

const MOVES: Record<string, Status> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };

/** More visitors than this is an event, not an invitation order. */
const MAX_VISITORS = 50;

const STATUS_LABELS: Record<Locale, Record<Status, string>> = {
  en: { pending: 'pending', approved: 'approved', rejected: 'rejected', cancelled: 'cancelled' },
  ar: { pending: 'بانتظار الاعتماد', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
};

const MESSAGES: Record<Locale, {
  refused: string;
  decided: (status: string) => string;
  noVisitors: string;
  tooMany: string;
  timeOrder: string;
  past: string;
  commentNeeded: string;
}> = {
  en: {
    refused: 'The invitation order cannot be saved this way',
    decided: (status) => `The order is ${status}: it is not changed any more`,
    noVisitors: 'Add the visitors to invite',
    tooMany: `An order invites ${MAX_VISITORS} visitors at most`,
    timeOrder: 'The visit ends after it starts',
    past: 'The visit date has passed',
    commentNeeded: 'Say why the order is rejected',
  },
  ar: {
    refused: 'لا يمكن حفظ طلب الدعوات بهذه الطريقة',
    decided: (status) => `حالة الطلب «${status}»: لم يعد يُعدَّل`,
    noVisitors: 'أضف الزوار المدعوين',
    tooMany: `يدعو الطلب ${MAX_VISITORS} زائرًا على الأكثر`,
    timeOrder: 'ينتهي وقت الزيارة بعد بدايتها',
    past: 'مضى تاريخ الزيارة',
    commentNeeded: 'اذكر سبب رفض الطلب',
  },
};



/**
 * An order is decided as a whole: approving it issues one approved invitation per visitor (with
 * its code and the requester as host) in the approval's own transaction, through the invitations'
 * own rules, each announced like an invitation approved on its own (invitations.ts); the
 * invitations name their order (filter them by it).
 */
export const override = defineOverride(({ records }) => ({
  beforeWrite: ({ action, before, values, lines, linesGiven, actor, locale, recordAction }) => {
    const m = MESSAGES[locale];
    const status = before?.status as Status | undefined;
    if (recordAction && MOVES[recordAction.name]) {
      if (status !== 'pending') throw conflict(m.decided(STATUS_LABELS[locale][status!]), { status: m.decided(STATUS_LABELS[locale][status!]) });
      const comment = typeof recordAction.body.comment === 'string' ? recordAction.body.comment.trim().slice(0, 1000) : '';
      if (recordAction.name === 'reject' && !comment) throw badRequest(m.refused, { comment: m.commentNeeded });
      Object.assign(values, { status: MOVES[recordAction.name], decidedById: actor?.id ?? null, decidedAt: new Date().toISOString(), decisionComment: comment || null });
      return;
    }
    if (action === 'delete') {
      if (status === 'approved') throw conflict(m.decided(STATUS_LABELS[locale][status]));
      return;
    }
    if (action === 'update' && status !== 'pending') throw conflict(m.decided(STATUS_LABELS[locale][status!]));
    if (action === 'create') values.status = 'pending';
    const merged = { ...before, ...values };
    if (typeof merged.startTime === 'string' && typeof merged.endTime === 'string' && merged.endTime <= merged.startTime) throw badRequest(m.refused, { endTime: m.timeOrder });
    // Back from the trash, a visit date passed meanwhile is no booking in the past.
    if (actor && action !== 'restore' && typeof values.visitDate === 'string' && values.visitDate < todayInRiyadh()) throw badRequest(m.refused, { visitDate: m.past });
    if (linesGiven !== false && lines) {
      const visitors = lines.visitors ?? [];
      if (visitors.length === 0) throw badRequest(m.refused, { visitors: m.noVisitors });
      if (visitors.length > MAX_VISITORS) throw badRequest(m.refused, { visitors: m.tooMany });
      values.visitorsCount = visitors.length;
    }
  },
  afterWrite: async (event, client) => {
    const { action, after, changed, actor } = event;
    if (action !== 'update' || !after || !changed.includes('status') || after.status !== 'approved') return;
    const { rows: visitors } = await client.query(
      `SELECT "visitor_name" AS "visitorName", "phone", "email", "national_id" AS "nationalId", "organization", "vehicle_plate" AS "vehiclePlate"
       FROM "invitation_order_visitors" WHERE "order_id" = $1 ORDER BY "position", "id"`,
      [after.id],
    );
    for (const visitor of visitors) {
      await records.create(
        'invitations',
        {
          ...visitor, hostId: after.requesterId, purpose: after.purpose, visitDate: after.visitDate, startTime: after.startTime, endTime: after.endTime, place: after.place ?? null,
          personsCount: 1, orderId: after.id, decidedById: actor?.id ?? null, decidedAt: after.decidedAt, decisionComment: after.decisionComment ?? null,
        },
        causeOf(event),
      );
    }
  },
  recordActions: { approve: editAction('approve'), reject: editAction('reject'), cancel: editAction('cancel') },
}));
