import type { PoolClient } from 'pg';
import { addDays, addMonths } from './club-calendar';

// What open maintenance does to what it is on: an asset (or a place) with an open order is under
// maintenance; once the last one closes it is back in service: in use while someone holds it in
// custody, available otherwise (a place: available). A retired asset or a closed place stays so.

const OPEN = `('assigned', 'inProgress')`;

export const followMaintenance = async (client: PoolClient, assetIds: readonly unknown[], facilityIds: readonly unknown[]): Promise<void> => {
  const assets = [...new Set(assetIds.filter(Boolean))];
  const places = [...new Set(facilityIds.filter(Boolean))];
  if (assets.length) {
    await client.query(
      `UPDATE "assets" a SET
         "status" = CASE
           WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."asset_id" = a."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance'
           WHEN EXISTS (SELECT 1 FROM "asset_assignments" c WHERE c."asset_id" = a."id" AND c."returned_on" IS NULL) THEN 'inUse'
           ELSE 'available' END,
         "version" = a."version" + 1, "updated_at" = now()
       WHERE a."id" = ANY($1::uuid[]) AND a."status" <> 'retired'
         AND a."status" IS DISTINCT FROM CASE
           WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."asset_id" = a."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance'
           WHEN EXISTS (SELECT 1 FROM "asset_assignments" c WHERE c."asset_id" = a."id" AND c."returned_on" IS NULL) THEN 'inUse'
           ELSE 'available' END`,
      [assets],
    );
  }
  if (places.length) {
    await client.query(
      `UPDATE "facilities" p SET
         "status" = CASE WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."facility_id" = p."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance' ELSE 'available' END,
         "version" = p."version" + 1, "updated_at" = now()
       WHERE p."id" = ANY($1::uuid[]) AND p."status" IN ('available', 'underMaintenance')
         AND p."status" <> CASE WHEN EXISTS (SELECT 1 FROM "maintenance_requests" r WHERE r."facility_id" = p."id" AND r."status" IN ${OPEN}) THEN 'underMaintenance' ELSE 'available' END`,
      [places],
    );
  }
};

/** The day `months` (or weeks) after a day, for a frequency: a schedule's next due date (the 31st of a shorter month is its last day). */
export const nextDue = (day: string, frequency: string): string =>
  frequency === 'weekly' ? addDays(day, 7) : addMonths(day, { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 }[frequency] ?? 1);
