import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { lockBusAndDriver, overlappingTrip, seatedCount } from './parts/fleet';
import { checkTransition } from './parts/transitions';

const MOVES = { scheduled: ['departed', 'cancelled'], departed: ['completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, {
  refused: string;
  order: string;
  busBusy: (number: string) => string;
  driverBusy: (number: string) => string;
  busOff: string;
  driverOff: string;
  licence: string;
  seats: (seats: number, passengers: number) => string;
  odometer: string;
  odometerNeeded: string;
  reason: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The trip cannot be saved this way',
    order: 'A trip returns after it departs',
    busBusy: (number) => `The bus is on trip ${number} at that time`,
    driverBusy: (number) => `The driver is on trip ${number} at that time`,
    busOff: 'The bus is in maintenance or out of service',
    driverOff: 'The driver is not active or not available for trips',
    licence: 'The driver\'s licence expires before the trip returns',
    seats: (seats, passengers) => `The bus has ${seats} seats and the trip has ${passengers} passengers`,
    odometer: 'The odometer at the end reads at least what it read at the start',
    odometerNeeded: 'A completed trip has its odometer readings at the start and at the end',
    reason: 'Say why the trip is cancelled',
    labels: { scheduled: 'scheduled', departed: 'departed', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الرحلة بهذه الطريقة',
    order: 'تعود الرحلة بعد مغادرتها',
    busBusy: (number) => `الحافلة في الرحلة ${number} في هذا الوقت`,
    driverBusy: (number) => `السائق في الرحلة ${number} في هذا الوقت`,
    busOff: 'الحافلة في الصيانة أو خارج الخدمة',
    driverOff: 'السائق ليس على رأس العمل أو غير متاح للرحلات',
    licence: 'تنتهي رخصة السائق قبل عودة الرحلة',
    seats: (seats, passengers) => `في الحافلة ${seats} مقعدًا وفي الرحلة ${passengers} راكبًا`,
    odometer: 'قراءة العداد عند النهاية لا تقل عن قراءته عند البداية',
    odometerNeeded: 'للرحلة المكتملة قراءتا العداد عند البداية والنهاية',
    reason: 'اذكر سبب إلغاء الرحلة',
    labels: { scheduled: 'مجدولة', departed: 'انطلقت', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
};

// A trip: returns after it departs; its bus is in service with seats for its passengers and its
// driver active, available and licensed until it returns; neither is on another trip that overlaps
// (under their locks). scheduled → departed → completed (odometer readings, the distance derived,
// the bus's odometer moved on), or cancelled with a reason.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, locale } = write;
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (action === 'create') values.passengerCount = 0;
    const trip = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const start = new Date(String(trip.departureAt));
    const end = new Date(String(trip.returnAt));
    if (!(end > start)) throw badRequest(m.refused, { returnAt: m.order });
    if (trip.status === 'cancelled') {
      if (!String(trip.cancellationReason ?? '').trim()) throw badRequest(m.refused, { cancellationReason: m.reason });
      return;
    }
    const [startKm, endKm] = [trip.odometerStart, trip.odometerEnd].map((value) => (value === null || value === undefined ? undefined : Number(value)));
    if (startKm !== undefined && endKm !== undefined && endKm < startKm) throw badRequest(m.refused, { odometerEnd: m.odometer });
    if (trip.status === 'completed' && (startKm === undefined || endKm === undefined)) throw badRequest(m.refused, { [startKm === undefined ? 'odometerStart' : 'odometerEnd']: m.odometerNeeded });
    values.distanceKm = startKm !== undefined && endKm !== undefined ? endKm - startKm : null;
    const now = new Date().toISOString();
    if (values.status === 'departed' && before?.status !== 'departed') values.departedAt = now;
    if (values.status === 'completed' && before?.status !== 'completed') values.completedAt = now;
    // A completed trip back from the trash leaves the odometer as it is (its delete never moved it back).
    if (trip.status === 'completed' && endKm !== undefined && action !== 'restore') {
      // The bus's odometer moves on (never back), its row locked meanwhile.
      const { rows } = await client.query<{ odometerKm: number | null }>('SELECT "odometer_km" AS "odometerKm" FROM "buses" WHERE "id" = $1 FOR NO KEY UPDATE', [trip.busId]);
      if (rows[0]) await records.update('buses', String(trip.busId), { odometerKm: Math.max(rows[0].odometerKm ?? 0, endKm) }, causeOf(write));
    }
    // What a scheduled trip holds (its bus, its driver, its time) is checked whenever it changes.
    const holds = ['busId', 'driverId', 'departureAt', 'returnAt', 'status'].some((field) => field in values) || action === 'create';
    if (!holds || trip.status === 'completed') return;
    await lockBusAndDriver(client, trip.busId, trip.driverId);
    const { rows: buses } = await client.query<{ status: string; capacity: number }>('SELECT "status", "capacity" FROM "buses" WHERE "id" = $1', [trip.busId]);
    const { rows: drivers } = await client.query<{ status: string; available: boolean | null; licenseExpiry: string }>(
      'SELECT "status", "available", "license_expiry"::text AS "licenseExpiry" FROM "drivers" WHERE "id" = $1',
      [trip.driverId],
    );
    const [bus, driver] = [buses[0], drivers[0]];
    if (!bus || !driver) return; // the reference check answers it
    if (bus.status !== 'active') throw conflict(m.busOff, { busId: m.busOff });
    if (driver.status !== 'active' || driver.available === false) throw conflict(m.driverOff, { driverId: m.driverOff });
    if (driver.licenseExpiry < end.toISOString().slice(0, 10)) throw conflict(m.licence, { driverId: m.licence });
    if (id) {
      const passengers = await seatedCount(client, id);
      if (passengers > bus.capacity) throw conflict(m.seats(bus.capacity, passengers), { busId: m.seats(bus.capacity, passengers) });
    }
    const other = await overlappingTrip(client, { id, busId: trip.busId, driverId: trip.driverId, start: start.toISOString(), end: end.toISOString() });
    if (other) {
      const message = other.sharesBus ? m.busBusy(other.number) : m.driverBusy(other.number);
      throw conflict(message, { [other.sharesBus ? 'busId' : 'driverId']: message, departureAt: message });
    }
  },
}));
