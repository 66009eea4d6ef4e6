import type { PoolClient } from 'pg';

/** A volunteer as an opportunity's sign-up names them. */
export interface Applicant {
  fullName: string;
  nationalId: string;
  phone: string;
  email?: string | null;
}

/**
 * The volunteer with this national ID, made from the applicant's details when new (locked either
 * way, so two sign-ups of one person at once find the same record).
 */
export const volunteerFor = async (client: PoolClient, applicant: Applicant): Promise<{ id: string; status: string }> => {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`volunteer:${applicant.nationalId}`]);
  const { rows } = await client.query<{ id: string; status: string }>('SELECT "id", "status" FROM "volunteers" WHERE "national_id" = $1 FOR UPDATE', [applicant.nationalId]);
  if (rows[0]) return rows[0];
  const { rows: made } = await client.query<{ id: string; status: string }>(
    `INSERT INTO "volunteers" ("full_name", "national_id", "phone", "email", "status", "approved_hours") VALUES ($1, $2, $3, $4, 'active', 0) RETURNING "id", "status"`,
    [applicant.fullName, applicant.nationalId, applicant.phone, applicant.email ?? null],
  );
  return made[0]!;
};

/** Keeps an opportunity's count of accepted volunteers (accepted or attended). */
export const recountAccepted = (client: PoolClient, opportunityId: unknown) =>
  client.query(
    `UPDATE "event_opportunities" SET "accepted_count" = (SELECT count(*) FROM "volunteer_assignments" WHERE "opportunity_id" = $1 AND "status" IN ('accepted', 'attended')) WHERE "id" = $1`,
    [opportunityId],
  );

/** Keeps a volunteer's approved hours: the sum of their approved logs, nothing else. */
export const recountHours = (client: PoolClient, volunteerId: unknown) =>
  client.query(
    `UPDATE "volunteers" SET "approved_hours" = (SELECT coalesce(sum("hours"), 0) FROM "volunteer_hours_logs" WHERE "volunteer_id" = $1 AND "status" = 'approved') WHERE "id" = $1`,
    [volunteerId],
  );

/** How many volunteers an opportunity has accepted (accepted or attended). */
export const acceptedCount = async (client: PoolClient, opportunityId: unknown): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "volunteer_assignments" WHERE "opportunity_id" = $1 AND "status" IN ('accepted', 'attended')`, [opportunityId]);
  return rows[0]!.count;
};
