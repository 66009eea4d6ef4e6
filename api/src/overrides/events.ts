import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { placesTaken } from './parts/event-places';
import { checkTransition } from './parts/transitions';

const MOVES = { draft: ['published', 'cancelled'], published: ['draft', 'completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, {
  refused: string;
  order: string;
  window: string;
  venue: (capacity: number) => string;
  closedVenue: string;
  below: (count: number) => string;
  notEnded: string;
  reason: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The event cannot be saved this way',
    order: 'An event ends after it starts',
    window: 'Registration opens before it closes, and closes by the end of the event',
    venue: (capacity) => `The venue holds ${capacity} people`,
    closedVenue: 'The venue is closed or under maintenance',
    below: (count) => `${count} people are registered already: the capacity cannot be less`,
    notEnded: 'An event is completed once it has ended',
    reason: 'Say why the event is cancelled',
    labels: { draft: 'draft', published: 'published', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الفعالية بهذه الطريقة',
    order: 'تنتهي الفعالية بعد بدايتها',
    window: 'يفتح التسجيل قبل إغلاقه، ويُغلق قبل نهاية الفعالية',
    venue: (capacity) => `يتسع المكان لـ ${capacity} شخصًا`,
    closedVenue: 'المكان مغلق أو تحت الصيانة',
    below: (count) => `سُجّل ${count} مشاركًا بالفعل: لا تقل السعة عن ذلك`,
    notEnded: 'لا تكتمل الفعالية قبل انتهائها',
    reason: 'اذكر سبب إلغاء الفعالية',
    labels: { draft: 'مسودة', published: 'منشورة', completed: 'منتهية', cancelled: 'ملغاة' },
  },
};

const time = (value: unknown) => (value === null || value === undefined ? undefined : new Date(String(value)).getTime());

// An event ends after it starts; its registration window opens before it closes and closes by the
// end; it fits its venue (open, once published) and never holds fewer places than people registered (under its row lock,
// which registrations take too). draft ⇄ published → completed (once ended) or cancelled with a reason.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale, cause }, client) => {
    if (action === 'delete') return;
    // Its count of participants follows their writes (eventParticipants.ts): a count alone is no
    // edit of the event, and a registration is never refused for the venue having changed since.
    if (cause?.resource === 'eventParticipants' && Object.keys(values).every((field) => field === 'participantCount')) return;
    const m = MESSAGES[locale];
    if (action === 'create') values.participantCount = 0;
    const event = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const [start, end, opens, closes] = [event.startsAt, event.endsAt, event.registrationOpensAt, event.registrationClosesAt].map(time);
    if (!(end! > start!)) throw badRequest(m.refused, { endsAt: m.order });
    if ((opens !== undefined && closes !== undefined && closes <= opens) || (closes !== undefined && closes > end!) || (opens !== undefined && opens > end!)) {
      throw badRequest(m.refused, { registrationClosesAt: m.window });
    }
    if (event.status === 'cancelled' && !String(event.cancellationReason ?? '').trim()) throw badRequest(m.refused, { cancellationReason: m.reason });
    if (values.status === 'completed' && end! > Date.now()) throw badRequest(m.refused, { status: m.notEnded });
    if (event.venueId) {
      const { rows } = await client.query<{ capacity: number | null; status: string }>('SELECT "capacity", "status" FROM "facilities" WHERE "id" = $1', [event.venueId]);
      const capacity = rows[0]?.capacity;
      // A published event is held where people can be: not a closed place or one under maintenance.
      if (event.status === 'published' && (rows[0]?.status === 'closed' || rows[0]?.status === 'underMaintenance')) throw conflict(m.closedVenue, { venueId: m.closedVenue });
      if (capacity && Number(event.capacity) > capacity) throw badRequest(m.refused, { capacity: m.venue(capacity) });
    }
    if (id && 'capacity' in values) {
      const taken = await placesTaken(client, id);
      if (taken > Number(event.capacity)) throw conflict(m.below(taken), { capacity: m.below(taken) });
    }
  },
}));
