import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { seatedCount } from './parts/fleet';
import { checkTransition } from './parts/transitions';

const MOVES = { booked: ['boarded', 'noShow'], boarded: ['dropped'], dropped: [], noShow: ['booked'] };

const MESSAGES: Record<Locale, {
  refused: string;
  who: Record<string, string>;
  full: (seats: number) => string;
  twice: string;
  stop: string;
  closed: string;
  order: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The passenger cannot be saved this way',
    who: { player: 'Choose the player', staff: 'Choose the staff member', guest: 'Give the guest\'s name' },
    full: (seats) => `The bus is full: its ${seats} seats are taken`,
    twice: 'This person is already a passenger of the trip',
    stop: 'The boarding stop is on the trip\'s route',
    closed: 'The trip is completed or cancelled: its passengers do not change',
    order: 'A passenger is dropped off after boarding',
    labels: { booked: 'booked', boarded: 'on board', dropped: 'dropped off', noShow: 'no-show' },
  },
  ar: {
    refused: 'لا يمكن حفظ الراكب بهذه الطريقة',
    who: { player: 'اختر اللاعب', staff: 'اختر الموظف', guest: 'اكتب اسم الضيف' },
    full: (seats) => `الحافلة ممتلئة: مقاعدها الـ ${seats} محجوزة`,
    twice: 'هذا الشخص راكب في الرحلة بالفعل',
    stop: 'محطة الصعود من محطات مسار الرحلة',
    closed: 'الرحلة مكتملة أو ملغاة: لا يتغير ركابها',
    order: 'ينزل الراكب بعد صعوده',
    labels: { booked: 'محجوز', boarded: 'على متن الحافلة', dropped: 'نزل', noShow: 'لم يحضر' },
  },
};

const PERSON = { player: 'playerId', staff: 'employeeId', guest: 'passengerName' } as const;

// A passenger: the player, staff member or guest named (their name kept from their record), once
// per trip, boarding at a stop of the trip's route; never more seated than the bus has seats,
// counted under the trip's row lock so two bookings at once take turns. booked → on board → dropped
// off (times kept), or no-show (which frees the seat).
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    const m = MESSAGES[locale];
    const passenger = { ...before, ...values };
    const { rows: trips } = await client.query<{ status: string; routeId: string | null; capacity: number }>(
      `SELECT t."status", t."route_id" AS "routeId", b."capacity" FROM "bus_trips" t JOIN "buses" b ON b."id" = t."bus_id" WHERE t."id" = $1 FOR NO KEY UPDATE OF t`,
      [passenger.tripId],
    );
    const trip = trips[0];
    if (!trip) return; // the reference check answers it
    if (trip.status === 'completed' || trip.status === 'cancelled') throw conflict(m.closed, { tripId: m.closed });
    if (action === 'delete') return;
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const type = String(passenger.passengerType) as keyof typeof PERSON;
    const key = PERSON[type];
    if (!passenger[key] || !String(passenger[key]).trim()) throw badRequest(m.refused, { [key]: m.who[type]! });
    for (const other of Object.values(PERSON)) if (other !== key && other !== 'passengerName') values[other] = null;
    if (type === 'player') {
      const { rows } = await client.query('SELECT coalesce("full_name_ar", "full_name") AS "name" FROM "players" WHERE "id" = $1', [passenger.playerId]);
      if (rows[0]) values.passengerName = rows[0].name;
    } else if (type === 'staff') {
      const { rows } = await client.query('SELECT coalesce("full_name_ar", "full_name") AS "name" FROM "employees" WHERE "id" = $1', [passenger.employeeId]);
      if (rows[0]) values.passengerName = rows[0].name;
    }
    if (type !== 'guest') {
      const { rows } = await client.query(`SELECT 1 FROM "trip_passengers" WHERE "trip_id" = $1 AND "${type === 'player' ? 'player_id' : 'employee_id'}" = $2 AND "id" IS DISTINCT FROM $3`, [passenger.tripId, passenger[key], id ?? null]);
      if (rows[0]) throw conflict(m.twice, { [key]: m.twice });
    }
    if (passenger.boardingStopId) {
      const { rows } = await client.query('SELECT 1 FROM "route_stops" WHERE "id" = $1 AND "route_id" IS NOT DISTINCT FROM $2', [passenger.boardingStopId, trip.routeId]);
      if (!rows[0]) throw badRequest(m.refused, { boardingStopId: m.stop });
    }
    const now = new Date().toISOString();
    if (values.status === 'boarded' && !passenger.boardedAt) values.boardedAt = now;
    if (values.status === 'dropped' && !passenger.droppedAt) values.droppedAt = now;
    const boarded = passenger.boardedAt ?? values.boardedAt;
    const dropped = passenger.droppedAt ?? values.droppedAt;
    if (boarded && dropped && new Date(String(dropped)) < new Date(String(boarded))) throw badRequest(m.refused, { droppedAt: m.order });
    // A seat is taken by a new passenger, a move to another trip, or a no-show coming back.
    const takesSeat = passenger.status !== 'noShow' && (action === 'create' || before?.status === 'noShow' || before?.tripId !== passenger.tripId);
    if (takesSeat && (await seatedCount(client, passenger.tripId)) >= trip.capacity) throw conflict(m.full(trip.capacity), { tripId: m.full(trip.capacity) });
  },
  // The trip's passenger count follows its passengers.
  afterWrite: async (event, client) => {
    const { before, after } = event;
    for (const tripId of new Set([before?.tripId, after?.tripId].filter(Boolean))) {
      const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "trip_passengers" WHERE "trip_id" = $1 AND "status" <> 'noShow'`, [tripId]);
      await records.update('busTrips', String(tripId), { passengerCount: rows[0]!.count }, causeOf(event));
    }
  },
}));
