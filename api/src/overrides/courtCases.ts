import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const DECIDED = new Set(['won', 'lost', 'settled', 'withdrawn']);

const MESSAGES: Record<Locale, {
  refused: string;
  final: (status: string) => string;
  judgmentNeeded: string;
  awardOnlyWhenWon: string;
  filedInFuture: string;
  beforeFiling: string;
  notYetHeld: string;
  nextAfter: string;
  postponedTo: string;
  stillScheduled: (when: string) => string;
  clubSide: (role: string) => string;
}> = {
  en: {
    refused: 'The case cannot be saved this way',
    final: (status) => `The case is decided (${status}): its status is final`,
    judgmentNeeded: 'A decided case records the judgment or the settlement',
    awardOnlyWhenWon: 'An amount is awarded only in a case won or settled',
    filedInFuture: 'A case is filed today or earlier',
    beforeFiling: 'A hearing comes after the case was filed',
    notYetHeld: 'A hearing in the future is not held or postponed yet',
    nextAfter: 'The next hearing comes after this one',
    postponedTo: 'A postponed hearing names the date it moved to',
    stillScheduled: (when) => `The hearing of ${when} is still scheduled: record what came of it or cancel it first`,
    clubSide: (role) => `The club's side is the ${role} in this case`,
  },
  ar: {
    refused: 'لا يمكن حفظ القضية بهذه الطريقة',
    final: (status) => `صدر الحكم في القضية (${status}): حالتها نهائية`,
    judgmentNeeded: 'تُسجَّل للقضية المنتهية نص الحكم أو الصلح',
    awardOnlyWhenWon: 'لا يُحكم بمبلغ إلا في قضية كسبها النادي أو انتهت بالصلح',
    filedInFuture: 'تُقيَّد القضية اليوم أو قبله',
    beforeFiling: 'تأتي الجلسة بعد قيد القضية',
    notYetHeld: 'لا تُسجَّل جلسة مستقبلية منعقدةً أو مؤجلة',
    nextAfter: 'تأتي الجلسة التالية بعد هذه الجلسة',
    postponedTo: 'تُذكر للجلسة المؤجلة الموعد الذي أُجّلت إليه',
    stillScheduled: (when) => `الجلسة المحددة في ${when} ما زالت مجدولة: سجّل نتيجتها أو ألغها أولًا`,
    clubSide: (role) => `صفة النادي في هذه القضية: ${role}`,
  },
};

const ROLE_LABELS: Record<Locale, Record<string, string>> = {
  en: { plaintiff: 'plaintiff', defendant: 'defendant' },
  ar: { plaintiff: 'مدعٍ', defendant: 'مدعى عليه' },
};

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

// A law case: filed today or earlier; its hearings after the filing, none recorded as held ahead of
// time, a postponement naming its new date; the club's parties in the club's role; a decided case
// (won, lost, settled, withdrawn) records its judgment, has no hearing left scheduled, and its status
// is final (409); an amount is awarded only when won or settled. The next hearing is kept on the case.
export const override = defineOverride(({ records }) => ({
  // A hearing date passing moves the case's next hearing on to the one after it.
  schedule: {
    nextHearings: { everyMinutes: 15, run: (client, cause) => moveNextHearingsOn(records, client, cause) },
  },
  beforeWrite: ({ action, before, values, lines, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const legal = { ...before, ...values };
    const status = legal.status as string;
    if (before && DECIDED.has(before.status as string) && status !== before.status) throw conflict(m.final(String(before.status)), { status: m.final(String(before.status)) });
    if ((legal.filingDate as string) > todayInRiyadh()) throw badRequest(m.refused, { filingDate: m.filedInFuture });
    if (legal.awardedAmount != null && Number(legal.awardedAmount) > 0 && status !== 'won' && status !== 'settled') throw badRequest(m.refused, { awardedAmount: m.awardOnlyWhenWon });

    const now = Date.now();
    const filed = time(`${legal.filingDate as string}T00:00:00+03:00`);
    const hearings = lines?.hearings ?? [];
    hearings.forEach((hearing, index) => {
      const at = `hearings.${index}`;
      const when = time(hearing.scheduledAt);
      if (when < filed) throw badRequest(m.refused, { [`${at}.scheduledAt`]: m.beforeFiling });
      if ((hearing.outcome === 'held' || hearing.outcome === 'postponed') && when > now) throw badRequest(m.refused, { [`${at}.outcome`]: m.notYetHeld });
      if (hearing.outcome === 'postponed' && !hearing.nextHearingAt) throw badRequest(m.refused, { [`${at}.nextHearingAt`]: m.postponedTo });
      if (hearing.nextHearingAt && time(hearing.nextHearingAt) <= when) throw badRequest(m.refused, { [`${at}.nextHearingAt`]: m.nextAfter });
    });
    (lines?.parties ?? []).forEach((party, index) => {
      if (party.side === 'club' && party.role !== legal.clubRole) throw badRequest(m.refused, { [`parties.${index}.role`]: m.clubSide(ROLE_LABELS[locale][legal.clubRole as string] ?? String(legal.clubRole)) });
    });

    if (DECIDED.has(status)) {
      if (status !== 'withdrawn' && !String(legal.judgment ?? '').trim()) throw badRequest(m.refused, { judgment: m.judgmentNeeded });
      const pending = hearings.find((hearing) => hearing.outcome === 'scheduled' && time(hearing.scheduledAt) >= now);
      if (pending) throw badRequest(m.refused, { hearings: m.stillScheduled(String(pending.scheduledAt).slice(0, 16).replace('T', ' ')) });
      if (!before || !DECIDED.has(before.status as string)) values.closedOn = todayInRiyadh();
      values.nextHearingAt = null;
    } else {
      values.closedOn = null;
      values.nextHearingAt = nextHearingOf(hearings, now);
    }
  },
}));
