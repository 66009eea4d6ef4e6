import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { placesTaken } from './parts/event-places';
import { checkTransition } from './parts/transitions';

const MOVES = { registered: ['attended', 'noShow', 'cancelled'], noShow: ['attended'], attended: [], cancelled: ['registered'] };

const MESSAGES: Record<Locale, {
  refused: string;
  full: (capacity: number) => string;
  closed: string;
  window: string;
  notStarted: string;
  who: Record<string, string>;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The participant cannot be saved this way',
    full: (capacity) => `The event is full: its ${capacity} places are taken`,
    closed: 'The event is not open for registration',
    window: 'Registration for this event is not open now',
    notStarted: 'A participant is marked absent once the event has started',
    who: { member: 'Choose the club member', player: 'Choose the player' },
    labels: { registered: 'registered', attended: 'attended', noShow: 'no-show', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ المشارك بهذه الطريقة',
    full: (capacity) => `الفعالية مكتملة: أماكنها الـ ${capacity} محجوزة`,
    closed: 'الفعالية غير مفتوحة للتسجيل',
    window: 'التسجيل في هذه الفعالية غير متاح الآن',
    notStarted: 'لا يُسجّل غياب المشارك قبل بدء الفعالية',
    who: { member: 'اختر عضو النادي', player: 'اختر اللاعب' },
    labels: { registered: 'مسجل', attended: 'حضر', noShow: 'لم يحضر', cancelled: 'ملغى' },
  },
};

const HOLDS = new Set(['registered', 'attended']);

// A participant of a published event, registered while its window is open; a place is taken by a
// new registration or a cancelled one coming back, never beyond the event's capacity (counted under
// the event's row lock, so two registrations at once take turns). Checked in (attended, with the
// time) or marked no-show once it started; a member's or player's name comes from their record.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const participant = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const { rows } = await client.query<{ status: string; capacity: number; startsAt: Date; opensAt: Date | null; closesAt: Date | null }>(
      `SELECT "status", "capacity", "starts_at" AS "startsAt", "registration_opens_at" AS "opensAt", "registration_closes_at" AS "closesAt" FROM "events" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [participant.eventId],
    );
    const event = rows[0];
    if (!event) return; // the reference check answers it
    const type = String(participant.participantType);
    const ref = type === 'member' ? 'memberId' : type === 'player' ? 'playerId' : undefined;
    if (ref && !participant[ref]) throw badRequest(m.refused, { [ref]: m.who[type]! });
    if (type !== 'member') values.memberId = null;
    if (type !== 'player') values.playerId = null;
    if (ref && (action === 'create' || ref in values)) {
      const table = ref === 'memberId' ? 'club_members' : 'players';
      const { rows: people } = await client.query(`SELECT "full_name_ar" AS "name", "phone" FROM "${table}" WHERE "id" = $1`, [participant[ref]]);
      if (people[0]) Object.assign(values, { fullName: people[0].name, ...(participant.phone ? {} : { phone: people[0].phone ?? null }) });
    }
    if (action === 'create') values.registeredAt = new Date().toISOString();
    if (values.status === 'attended' && before?.status !== 'attended') values.checkedInAt = new Date().toISOString();
    // A no-show back from the trash was marked so once the event started (its time may have moved since).
    if (action !== 'restore' && values.status === 'noShow' && event.startsAt.getTime() > Date.now()) throw conflict(m.notStarted, { status: m.notStarted });
    const takesPlace = HOLDS.has(String(participant.status)) && (action === 'create' || !HOLDS.has(String(before?.status)));
    if (!takesPlace) return;
    // A registration needs the event published and its window open; a walk-in checked in at the door, only the first.
    if (action === 'create' || before?.status === 'cancelled') {
      if (event.status !== 'published') throw conflict(m.closed, { eventId: m.closed });
      const now = Date.now();
      const outside = (event.opensAt && event.opensAt.getTime() > now) || (event.closesAt && event.closesAt.getTime() < now);
      if (participant.status === 'registered' && outside) throw conflict(m.window, { eventId: m.window });
    }
    if ((await placesTaken(client, participant.eventId)) >= event.capacity) throw conflict(m.full(event.capacity), { eventId: m.full(event.capacity) });
  },
  // The event's count of registered people follows its participants.
  afterWrite: async (write, client) => {
    for (const eventId of new Set([write.before?.eventId, write.after?.eventId].filter(Boolean))) {
      const { rows } = await client.query<{ count: number }>(
        `SELECT (SELECT count(*)::int FROM "event_participants" WHERE "event_id" = e."id" AND "status" IN ('registered', 'attended')) AS "count" FROM "events" e WHERE e."id" = $1`,
        [eventId],
      );
      if (rows[0]) await records.update('events', eventId as string, { participantCount: rows[0].count }, causeOf(write));
    }
  },
}));
