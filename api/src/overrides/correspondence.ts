import { clubDay, clubYear } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf, type Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { InAppNotifications } from '../notifications/in-app';
import { defineOverride } from '../server-overrides/define';

const PREFIX_COLUMN: Record<string, string> = { incoming: 'incoming_prefix', outgoing: 'outgoing_prefix', internal: 'internal_prefix' };

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

/**
 * Letters whose answer is late (due before today, not answered or closed) and whose assignee was
 * not reminded since the due date was set: the assignee is told in the app, once.
 */
const remindLate = async (client: PoolClient, records: Records, notifications: InAppNotifications, cause: Cause): Promise<number> => {
  const late = await records.find('correspondence', { dueDate_lt: clubDay(), status: ['registered', 'inProgress', 'awaitingReply'], reminderSentAt: null, assignedToId_neq: null }, { lock: true, limit: 500 });
  for (const letter of late) {
    await notifications.send(client, [{ userId: String(letter.assignedToId), kind: 'reminder', resource: 'correspondence', recordId: String(letter.id), title: String(letter.referenceNumber ?? letter.subject), body: String(letter.dueDate) }]);
    await records.update('correspondence', String(letter.id), { reminderSentAt: new Date() }, cause);
  }
  return late.length;
};

// Letters (their moves, party and due date are declared in the schema): numbered by direction and
// year on registration; the answer due by default the settings' days after an incoming letter's
// date; a late answer reminds the assignee; an outgoing reply marks the letter it answers as
// answered, in the same transaction.
export const override = defineOverride(({ records, rules, notifications }) => ({
  schedule: { lateReminders: { everyMinutes: 60, run: (client, cause) => remindLate(client, records, notifications, cause) } },
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const letter = { ...write.before, ...write.values };
    const direction = letter.direction as string;
    if (write.before && direction !== write.before.direction) throw rules.refuse(write, 'directionKept');
    if (write.id && letter.replyToId === write.id) throw rules.refuse(write, 'notReplyToItself');
    // A new due date is reminded of anew when it is late.
    if (write.action === 'update' && 'dueDate' in write.values && String(write.values.dueDate) !== String(write.before?.dueDate)) write.values.reminderSentAt = null;
    if (write.action === 'create') {
      // Who registered it is one of those a confidential letter is for: never a client's say.
      write.values.createdById = write.actor?.id ?? null;
      if (!letter.dueDate && direction === 'incoming') {
        const { rows } = await client.query(`SELECT ($1::date + "answer_within_days")::text AS "due" FROM "correspondence_settings" LIMIT 1`, [letter.letterDate]);
        if (rows[0]) write.values.dueDate = rows[0].due;
      }
      write.values.referenceNumber = await nextReferenceNumber(client, direction);
    }
    // A reply back from the trash marks nothing again: its delete left the answered letter as it was.
    if (direction === 'outgoing' && letter.replyToId && write.action !== 'restore' && (write.action === 'create' || letter.replyToId !== write.before?.replyToId)) {
      const [answered] = await records.find('correspondence', { id: letter.replyToId, status: ['registered', 'inProgress', 'awaitingReply'] }, { lock: true });
      if (answered) await records.update('correspondence', answered.id as string, { status: 'answered' }, causeOf(write));
    }
  },
}));
