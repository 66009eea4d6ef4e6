import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { lockPlace, placeTakenBy } from './parts/places';
import { checkTransition } from './parts/transitions';

const MOVES = { requested: ['confirmed', 'cancelled'], confirmed: ['completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, {
  refused: string;
  order: string;
  taken: (title: string) => string;
  closed: string;
  capacity: (capacity: number) => string;
  reason: string;
  notEnded: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The booking cannot be saved this way',
    order: 'A booking ends after it starts',
    taken: (title) => `The place is already booked at that time: ${title}`,
    closed: 'The place is closed or under maintenance',
    capacity: (capacity) => `The place holds ${capacity} people`,
    reason: 'Say why the booking is cancelled',
    notEnded: 'A booking is completed once it has ended',
    labels: { requested: 'requested', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الحجز بهذه الطريقة',
    order: 'ينتهي الحجز بعد بدايته',
    taken: (title) => `المكان محجوز في هذا الوقت: ${title}`,
    closed: 'المكان مغلق أو تحت الصيانة',
    capacity: (capacity) => `يتسع المكان لـ ${capacity} شخصًا`,
    reason: 'اذكر سبب إلغاء الحجز',
    notEnded: 'لا يكتمل الحجز قبل انتهاء وقته',
    labels: { requested: 'مطلوب', confirmed: 'مؤكد', completed: 'مكتمل', cancelled: 'ملغى' },
  },
};

// A booking ends after it starts and fits its place; it moves requested → confirmed → completed, or
// is cancelled with a reason. Confirmed, it holds its place: nothing else (a confirmed booking, a
// training session) may be there then, checked under the place's lock; who confirmed and when are kept.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, actor, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create' && values.requesterId === undefined) values.requesterId = actor?.id ?? null;
    const booking = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const start = new Date(String(booking.startsAt));
    const end = new Date(String(booking.endsAt));
    if (!(end > start)) throw badRequest(m.refused, { endsAt: m.order });
    if (booking.status === 'cancelled' && !String(booking.cancellationReason ?? '').trim()) throw badRequest(m.refused, { cancellationReason: m.reason });
    if (booking.status === 'completed' && before?.status !== 'completed' && end.getTime() > Date.now()) throw badRequest(m.refused, { status: m.notEnded });
    const { rows } = await client.query<{ capacity: number | null; status: string }>('SELECT "capacity", "status" FROM "facilities" WHERE "id" = $1', [booking.facilityId]);
    const place = rows[0];
    if (!place) return; // the reference check answers it
    if (place.capacity && booking.attendees && Number(booking.attendees) > place.capacity) throw badRequest(m.refused, { attendees: m.capacity(place.capacity) });
    if (booking.status !== 'confirmed') return;
    if (before?.status !== 'confirmed') Object.assign(values, { confirmedById: actor?.id ?? null, confirmedAt: new Date().toISOString() });
    if (place.status === 'closed' || place.status === 'underMaintenance') throw conflict(m.closed, { facilityId: m.closed });
    await lockPlace(client, booking.facilityId);
    const taken = await placeTakenBy(client, booking.facilityId, start.toISOString(), end.toISOString(), { booking: id });
    if (taken) throw conflict(m.taken(taken), { startsAt: m.taken(taken) });
  },
}));
