import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

/** More visitors than this is an event, not an invitation order. */
const MAX_VISITORS = 50;

// Only what the declared rules cannot say: the order's lines (its visitors).
const MESSAGES: Record<Locale, { noVisitors: string; tooMany: string }> = {
  en: {
    noVisitors: 'Add the visitors to invite',
    tooMany: `An order invites ${MAX_VISITORS} visitors at most`,
  },
  ar: {
    noVisitors: 'أضف الزوار المدعوين',
    tooMany: `يدعو الطلب ${MAX_VISITORS} زائرًا على الأكثر`,
  },
};

/**
 * An order is decided as a whole (its moves, stamps and the visit's times are declared in
 * schema/src/resources/invitationOrders.ts): approving it issues one approved invitation per
 * visitor (with its code and the requester as host) in the approval's own transaction, through the
 * invitations' own rules, each announced like an invitation approved on its own (invitations.ts);
 * the invitations name their order (filter them by it).
 */
export const override = defineOverride(({ records }) => ({
  beforeWrite: ({ action, values, lines, linesGiven, locale }) => {
    if (action === 'delete' || linesGiven === false || !lines) return;
    const m = MESSAGES[locale];
    const visitors = lines.visitors ?? [];
    if (visitors.length === 0) throw badRequest(m.noVisitors, { visitors: m.noVisitors });
    if (visitors.length > MAX_VISITORS) throw badRequest(m.tooMany, { visitors: m.tooMany });
    values.visitorsCount = visitors.length;
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
}));
