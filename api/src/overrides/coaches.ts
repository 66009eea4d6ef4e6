import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

/** A licence this many days from its expiry is expiring soon. */
const SOON_DAYS = 60;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A licence's state on a day: none, expired, expiring within SOON_DAYS, or valid. */
export const licenceStateOf = (level: unknown, expiry: unknown, today: string): string => {
  if (level === 'none' || !expiry) return 'none';
  const left = daysBetween(today, String(expiry));
  return left < 0 ? 'expired' : left <= SOON_DAYS ? 'expiringSoon' : 'valid';
};

/** Licences judged again as days pass: each coach whose state changed, through the coach's rules. */
const refreshLicenceStates = async (client: PoolClient, records: Records, cause: Cause): Promise<number> => {
  const state = `CASE
        WHEN "licence_level" = 'none' OR "licence_expiry" IS NULL THEN 'none'
        WHEN "licence_expiry" < $1::date THEN 'expired'
        WHEN "licence_expiry" <= $1::date + $2::int THEN 'expiringSoon'
        ELSE 'valid' END`;
  const { rows } = await client.query<{ id: string; state: string }>(
    `SELECT "id", ${state} AS "state" FROM "coaches" WHERE "licence_state" IS DISTINCT FROM ${state} ORDER BY "id" FOR NO KEY UPDATE`,
    [todayInRiyadh(), SOON_DAYS],
  );
  for (const row of rows) await records.update('coaches', row.id, { licenceState: row.state }, cause);
  return rows.length;
};

// A licensed coach's licence has an expiry (declared); its state (valid, expiring within 60 days, expired)
// is judged on every write and each day.
export const override = defineOverride(({ records }) => ({
  beforeWrite: ({ action, before, values }) => {
    if (action === 'delete') return;
    const coach = { ...before, ...values };
    values.licenceState = licenceStateOf(coach.licenceLevel, coach.licenceExpiry, todayInRiyadh());
  },
  schedule: {
    licences: { everyMinutes: 24 * 60, run: (client, cause) => refreshLicenceStates(client, records, cause) },
  },
}));
