import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const DECIDED = new Set(['won', 'lost', 'settled', 'withdrawn']);

/** A date-time as sent (ISO text) or as stored (a Date, to the millisecond). */
const time = (value: unknown): number => (value instanceof Date ? value.getTime() : value ? Date.parse(String(value)) : Number.NaN);

/**
 * The next hearing ahead: the earliest hearing still scheduled, or the next date a held or
 * postponed hearing set, whichever comes first from now.
 */
const nextHearingOf = (hearings: readonly Row[], now = Date.now()): string | null => {
  const ahead = hearings
    .flatMap((hearing) => [hearing.outcome === 'scheduled' ? hearing.scheduledAt : undefined, hearing.outcome === 'cancelled' ? undefined : hearing.nextHearingAt])
    .map(time)
    .filter((when) => when >= now);
  return ahead.length ? new Date(Math.min(...ahead)).toISOString() : null;
};

/**
 * Cases whose next hearing has passed get the one after it, by the same rule as a write
 * (nextHearingOf over the case's hearings).
 */
const moveNextHearingsOn = async (records: Records, client: PoolClient, cause: Cause): Promise<number> => {
  const { rows } = await client.query<{ id: string; hearings: Row[] }>(
    `SELECT c."id", (SELECT coalesce(json_agg(json_build_object('scheduledAt', h."scheduled_at", 'outcome', h."outcome", 'nextHearingAt', h."next_hearing_at")), '[]')
                       FROM "court_hearings" h WHERE h."case_id" = c."id") AS "hearings"
       FROM "court_cases" c
      WHERE c."next_hearing_at" < now() AND c."status" IN ('active', 'suspended')
      FOR NO KEY UPDATE OF c SKIP LOCKED`,
  );
  for (const legal of rows) await records.update('courtCases', legal.id, { nextHearingAt: nextHearingOf(legal.hearings) }, cause);
  return rows.length;
};

// A law case: filed today or earlier (declared); its hearings after the filing (each hearing's own
// rules are declared on courtHearings); the club's parties in the club's role; a
// decided case (won, lost, settled, withdrawn) records its judgment (declared), has no hearing left
// scheduled, and its status is final (409); an amount is awarded only when won or settled. The next
// hearing is kept on the case.
export const override = defineOverride(({ records, rules }) => ({
  // A hearing date passing moves the case's next hearing on to the one after it.
  schedule: {
    nextHearings: { everyMinutes: 15, run: (client, cause) => moveNextHearingsOn(records, client, cause) },
  },
  beforeWrite: (write) => {
    const { action, before, values, lines } = write;
    if (action === 'delete') return;
    const legal = { ...before, ...values };
    const status = legal.status as string;
    if (before && DECIDED.has(before.status as string) && status !== before.status) throw rules.refuse(write, 'decidedFinal', { status: String(before.status) }, 409);
    if (legal.awardedAmount != null && Number(legal.awardedAmount) > 0 && status !== 'won' && status !== 'settled') throw rules.refuse(write, 'awardWhenWon');

    const now = Date.now();
    const filed = time(`${legal.filingDate as string}T00:00:00+03:00`);
    const hearings = lines?.hearings ?? [];
    hearings.forEach((hearing, index) => {
      const at = `hearings.${index}`;
      const when = time(hearing.scheduledAt);
      if (when < filed) throw rules.refuse(write, 'hearingAfterFiling', {}, 400, [`${at}.scheduledAt`]);
    });
    (lines?.parties ?? []).forEach((party, index) => {
      if (party.side === 'club' && party.role !== legal.clubRole) {
        const role = legal.clubRole === 'plaintiff' || legal.clubRole === 'defendant' ? rules.text(write, legal.clubRole === 'plaintiff' ? 'rolePlaintiff' : 'roleDefendant') : String(legal.clubRole);
        throw rules.refuse(write, 'clubSide', { role }, 400, [`parties.${index}.role`]);
      }
    });

    if (DECIDED.has(status)) {
      const pending = hearings.find((hearing) => hearing.outcome === 'scheduled' && time(hearing.scheduledAt) >= now);
      if (pending) throw rules.refuse(write, 'noHearingAhead', { when: String(pending.scheduledAt).slice(0, 16).replace('T', ' ') });
      if (!before || !DECIDED.has(before.status as string)) values.closedOn = todayInRiyadh();
      values.nextHearingAt = null;
    } else {
      values.closedOn = null;
      values.nextHearingAt = nextHearingOf(hearings, now);
    }
  },
}));
