import { clubYear } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const PREFIX_COLUMN: Record<string, string> = { incoming: 'incoming_prefix', outgoing: 'outgoing_prefix', internal: 'internal_prefix' };

/** Where a letter's status may go; closed is final. */
const NEXT: Record<string, readonly string[]> = {
  registered: ['inProgress', 'awaitingReply', 'answered', 'closed'],
  inProgress: ['awaitingReply', 'answered', 'closed'],
  awaitingReply: ['inProgress', 'answered', 'closed'],
  answered: ['closed'],
  closed: [],
};

const MESSAGES: Record<Locale, {
  refused: string;
  partyNeeded: string;
  noPartyInternal: string;
  dueOrder: string;
  directionFixed: string;
  replyToSelf: string;
  transition: (from: string, to: string) => string;
}> = {
  en: {
    refused: 'The letter cannot be saved this way',
    partyNeeded: 'A letter from or to the outside names its party',
    noPartyInternal: 'An internal letter has no outside party',
    dueOrder: 'An answer is due on or after the letter’s date',
    directionFixed: 'A registered letter keeps its direction (its number says it)',
    replyToSelf: 'A letter does not answer itself',
    transition: (from, to) => `A letter ${from} cannot become ${to}`,
  },
  ar: {
    refused: 'لا يمكن حفظ المعاملة بهذه الطريقة',
    partyNeeded: 'تُذكر الجهة للمعاملة الواردة أو الصادرة',
    noPartyInternal: 'لا جهة خارجية للمعاملة الداخلية',
    dueOrder: 'يحل موعد الرد في تاريخ المعاملة أو بعده',
    directionFixed: 'تبقى للمعاملة المسجلة جهتها (رقمها يدل عليها)',
    replyToSelf: 'لا تكون المعاملة ردًّا على نفسها',
    transition: (from, to) => `لا تنتقل المعاملة من «${from}» إلى «${to}»`,
  },
};

const STATUS_LABELS: Record<Locale, Record<string, string>> = {
  en: { registered: 'registered', inProgress: 'in progress', awaitingReply: 'awaiting reply', answered: 'answered', closed: 'closed' },
  ar: { registered: 'مسجلة', inProgress: 'قيد المعالجة', awaitingReply: 'بانتظار الرد', answered: 'تم الرد', closed: 'مغلقة' },
};

/**
 * The letter's number: the direction's prefix from the settings, the year, and the next number of
 * that direction and year. The counter row stays locked until the registration commits, so
 * registrations at once take turns, and one rolled back gives its number back (no gap).
 */
const nextReferenceNumber = async (client: PoolClient, direction: string): Promise<string> => {
  const year = clubYear();
  const { rows: settings } = await client.query(`SELECT "${PREFIX_COLUMN[direction]}" AS "prefix", "number_digits" AS "digits" FROM "correspondence_settings" LIMIT 1`);
  const { prefix, digits } = (settings[0] as { prefix: string; digits: number } | undefined) ?? { prefix: direction.slice(0, 3).toUpperCase(), digits: 4 };
  const { rows } = await client.query(
    `INSERT INTO "sequence_counters" ("resource", "field", "year", "value") VALUES ('correspondence', $1, $2, 1)
     ON CONFLICT ("resource", "field", "year") DO UPDATE SET "value" = "sequence_counters"."value" + 1 RETURNING "value"`,
    [`referenceNumber:${direction}`, year],
  );
  return `${prefix}-${year}-${String(rows[0].value).padStart(digits, '0')}`;
};

// Letters: numbered by direction and year on registration; a letter from or to the outside names
// its party, an internal one none; the answer is due on or after the letter's date (by default the
// settings' days after it); the status moves forward (closed is final); an outgoing reply marks the
// letter it answers as answered, in the same transaction.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    const letter = { ...write.before, ...write.values };
    const direction = letter.direction as string;
    if (write.before && direction !== write.before.direction) throw badRequest(m.refused, { direction: m.directionFixed });
    if (direction === 'internal' ? letter.partyId : !letter.partyId) throw badRequest(m.refused, { partyId: direction === 'internal' ? m.noPartyInternal : m.partyNeeded });
    if (write.id && letter.replyToId === write.id) throw badRequest(m.refused, { replyToId: m.replyToSelf });
    if (write.before && letter.status !== write.before.status && !NEXT[write.before.status as string]?.includes(letter.status as string)) {
      const labels = STATUS_LABELS[write.locale];
      const text = m.transition(labels[write.before.status as string] ?? String(write.before.status), labels[letter.status as string] ?? String(letter.status));
      throw conflict(text, { status: text });
    }
    if (write.action === 'create') {
      // Who registered it is one of those a confidential letter is for: never a client's say.
      write.values.createdById = write.actor?.id ?? null;
      if (!letter.dueDate && direction === 'incoming') {
        const { rows } = await client.query(`SELECT ($1::date + "answer_within_days")::text AS "due" FROM "correspondence_settings" LIMIT 1`, [letter.letterDate]);
        if (rows[0]) write.values.dueDate = rows[0].due;
      }
      write.values.referenceNumber = await nextReferenceNumber(client, direction);
    }
    const due = (write.values.dueDate ?? letter.dueDate) as string | undefined;
    if (due && due < (letter.letterDate as string)) throw badRequest(m.refused, { dueDate: m.dueOrder });
    // A reply back from the trash marks nothing again: its delete left the answered letter as it was.
    if (direction === 'outgoing' && letter.replyToId && write.action !== 'restore' && (write.action === 'create' || letter.replyToId !== write.before?.replyToId)) {
      const [answered] = await records.find('correspondence', { id: letter.replyToId, status: ['registered', 'inProgress', 'awaitingReply'] }, { lock: true });
      if (answered) await records.update('correspondence', answered.id as string, { status: 'answered' }, causeOf(write));
    }
  },
}));
