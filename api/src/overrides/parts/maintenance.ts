import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';
import { addDays, addMonths } from './club-calendar';

// What open maintenance does to what it is on: an asset (or a place) with an open order is under
// maintenance; once the last one closes it is back in service: in use while someone holds it in
// custody, available otherwise (a place: available). A retired asset or a closed place stays so.

const OPEN = `('assigned', 'inProgress')`;

/**
 * Brings the status of the assets and places named in line with their open maintenance: each
 * locked in id order, what it should be worked out in one statement, and only those it changes
 * written (through the engine, as an effect of `cause`).
 */
export const followMaintenance = async (client: PoolClient, records: Records, cause: Cause, assetIds: readonly unknown[], facilityIds: readonly unknown[]): Promise<void> => {
  const assets = [...new Set(assetIds.filter(Boolean))];
  const places = [...new Set(facilityIds.filter(Boolean))];
  if (assets.length) {
    const { rows } = await client.query<{ id: string; status: string; next: string }>(
      `SELECT a."id", a."status",
              CASE
                WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."asset_id" = a."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance'
                WHEN EXISTS (SELECT 1 FROM "asset_assignments" c WHERE c."asset_id" = a."id" AND c."returned_on" IS NULL) THEN 'inUse'
                ELSE 'available' END AS "next"
         FROM "assets" a
        WHERE a."id" = ANY($1::uuid[]) AND a."status" <> 'retired'
        ORDER BY a."id" FOR NO KEY UPDATE OF a`,
      [assets],
    );
    for (const asset of rows) if (asset.status !== asset.next) await records.update('assets', asset.id, { status: asset.next }, cause);
  }
  if (places.length) {
    const { rows } = await client.query<{ id: string; status: string; next: string }>(
      `SELECT p."id", p."status",
              CASE WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."facility_id" = p."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance' ELSE 'available' END AS "next"
         FROM "facilities" p
        WHERE p."id" = ANY($1::uuid[]) AND p."status" IN ('available', 'underMaintenance')
        ORDER BY p."id" FOR NO KEY UPDATE OF p`,
      [places],
    );
    for (const place of rows) if (place.status !== place.next) await records.update('facilities', place.id, { status: place.next }, cause);
  }
};

/** The day `months` (or weeks) after a day, for a frequency: a schedule's next due date (the 31st of a shorter month is its last day). */
export const nextDue = (day: string, frequency: string): string =>
  frequency === 'weekly' ? addDays(day, 7) : addMonths(day, { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 }[frequency] ?? 1);
