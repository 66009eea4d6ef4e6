import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// A trip's moves (stamped), its times, its odometer readings, its bus in service with seats for its
// passengers, its driver active and available, and neither on another trip at the same time are
// declared in its schema. What stays: the driver is licensed until the trip returns (a day of the
// driver against a moment of the trip), the distance comes from the odometer, and a completed trip
// moves the bus's odometer on.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const trip = { ...before, ...values };
    const [startKm, endKm] = [trip.odometerStart, trip.odometerEnd].map((value) => (value === null || value === undefined ? undefined : Number(value)));
    values.distanceKm = startKm !== undefined && endKm !== undefined ? endKm - startKm : null;
    // A completed trip back from the trash leaves the odometer as it is (its delete never moved it back).
    if (trip.status === 'completed' && endKm !== undefined && action !== 'restore') {
      // The bus's odometer moves on (never back), its row locked meanwhile.
      const { rows } = await client.query<{ odometerKm: number | null }>('SELECT "odometer_km" AS "odometerKm" FROM "buses" WHERE "id" = $1 FOR NO KEY UPDATE', [trip.busId]);
      if (rows[0]) await records.update('buses', String(trip.busId), { odometerKm: Math.max(rows[0].odometerKm ?? 0, endKm) }, causeOf(write));
    }
    const holds = action === 'create' || ['driverId', 'returnAt', 'status'].some((field) => field in values);
    if (!holds || trip.status === 'completed' || trip.status === 'cancelled') return;
    const { rows: drivers } = await client.query<{ licenseExpiry: string }>('SELECT "license_expiry"::text AS "licenseExpiry" FROM "drivers" WHERE "id" = $1', [trip.driverId]);
    if (drivers[0] && drivers[0].licenseExpiry < new Date(String(trip.returnAt)).toISOString().slice(0, 10)) throw rules.refuse(write, 'licensedUntilReturn', {}, 409);
  },
}));
