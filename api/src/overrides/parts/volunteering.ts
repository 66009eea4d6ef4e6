import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';

/** A volunteer as an opportunity's sign-up names them. */
export interface Applicant {
  fullName: string;
  nationalId: string;
  phone: string;
  email?: string | null;
}

/** A volunteer record as an application copies it. */
export interface VolunteerOnFile extends Applicant {
  id: string;
  status: string;
}

/**
 * The volunteer with this national ID, made from the applicant's details when new (locked either
 * way, so two sign-ups of one person at once find the same record); `known` when they were on file
 * already, whose details are then theirs as kept, never the applicant's.
 */
export const volunteerFor = async (records: Records, client: PoolClient, applicant: Applicant, cause: Cause): Promise<{ volunteer: VolunteerOnFile; known: boolean }> => {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`volunteer:${applicant.nationalId}`]);
  const { rows } = await client.query<VolunteerOnFile>(
    'SELECT "id", "status", "full_name" AS "fullName", "national_id" AS "nationalId", "phone", "email" FROM "volunteers" WHERE "national_id" = $1 FOR NO KEY UPDATE',
    [applicant.nationalId],
  );
  if (rows[0]) return { volunteer: rows[0], known: true };
  const made = await records.create('volunteers', { fullName: applicant.fullName, nationalId: applicant.nationalId, phone: applicant.phone, email: applicant.email ?? null, status: 'active' }, cause);
  return { volunteer: made as unknown as VolunteerOnFile, known: false };
};

/** Keeps a volunteer's approved hours: the sum of their approved logs, nothing else. */
export const recountHours = async (records: Records, client: PoolClient, volunteerId: unknown, cause: Cause): Promise<void> => {
  const { rows } = await client.query<{ hours: number }>(
    `SELECT (SELECT coalesce(sum("hours"), 0) FROM "volunteer_hours_logs" WHERE "volunteer_id" = v."id" AND "status" = 'approved') AS "hours"
       FROM "volunteers" v WHERE v."id" = $1`,
    [volunteerId],
  );
  if (rows[0]) await records.update('volunteers', volunteerId as string, { approvedHours: Number(rows[0].hours) }, cause);
};
