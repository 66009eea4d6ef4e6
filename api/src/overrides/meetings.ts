import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { RuleRefusals } from '../rules/refusals';
import type { Outbox } from '../outbox';
import { defineOverride } from '../server-overrides/define';
import { bilingualEmail } from './parts/bilingual-email';

/** Where a meeting may go from each status; completed and cancelled are final. */
const NEXT: Record<string, readonly string[]> = {
  scheduled: ['inProgress', 'completed', 'cancelled'],
  inProgress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

interface DueMeeting {
  id: string;
  title: string;
  startsAt: Date;
  place: string | null;
  recipients: string[];
}

/** The reminder (Arabic, then English), at the Riyadh time of the meeting, in the words of locales/ (`texts`). */
const reminderOf = (rules: RuleRefusals, meeting: DueMeeting, link: string) => {
  const say = (locale: Locale, dateLocale: string) => {
    const write = { resource: 'meetings', locale };
    const values = { title: meeting.title, at: meeting.startsAt.toLocaleString(dateLocale, { timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }), place: meeting.place ?? '' };
    return { subject: rules.text(write, 'reminderSubject', values), text: rules.text(write, meeting.place ? 'reminderAtPlace' : 'reminder', values) };
  };
  return bilingualEmail(say('ar', 'ar-SA'), say('en', 'en-GB'), link);
};

/**
 * Meetings still scheduled that start within the executive settings' lead time and were not
 * reminded yet: one email to the organiser and each attendee with an active account, queued with
 * the meeting marked, in one transaction.
 */
const remindOfMeetings = async (rules: RuleRefusals, records: Records, client: PoolClient, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
  const { rows } = await client.query<DueMeeting>(
    `SELECT m."id", m."title", m."starts_at" AS "startsAt", coalesce(m."location", m."meeting_link") AS "place",
            coalesce(array_agg(DISTINCT lower(u."email")) FILTER (WHERE u."email" IS NOT NULL), '{}') AS "recipients"
       FROM "meetings" m
       CROSS JOIN (SELECT "reminders_enabled", "reminder_lead_minutes" FROM "executive_settings" LIMIT 1) s
       LEFT JOIN "users" u ON (u."id" = m."organizer_id" OR u."id" = ANY(m."attendee_ids")) AND u."status" = 'active'
      WHERE s."reminders_enabled" AND m."status" = 'scheduled' AND m."reminder_sent_at" IS NULL
        AND m."starts_at" > now() AND m."starts_at" <= now() + make_interval(mins => s."reminder_lead_minutes")
      GROUP BY m."id"
      ORDER BY m."starts_at"`,
  );
  let reminded = 0;
  for (const meeting of rows) {
    // Locked and checked again: another instance's run, or an edit, may have come first.
    const [due] = await records.find('meetings', { id: meeting.id, reminderSentAt: null, status: 'scheduled' }, { lock: true });
    if (!due) continue;
    await records.update('meetings', meeting.id, { reminderSentAt: new Date() }, cause);
    const message = reminderOf(rules, meeting, `${publicUrl}/Executive/AppointmentsMeetings/${meeting.id}/show`);
    for (const recipient of meeting.recipients) await outbox.enqueue(client, { channel: 'email', kind: 'meetingReminder', recipient, ...message });
    reminded += 1;
  }
  return reminded;
};

// A meeting's status moves forward only (completed and cancelled are final); it is held or
// completed only once its time has come, completed with its minutes, and an online one has its
// link (declared).
// Moving a meeting to another time reminds its people again.
export const override = defineOverride(({ records, outbox, publicUrl, rules }) => ({
  schedule: {
    reminders: { everyMinutes: 5, run: (client, cause) => remindOfMeetings(rules, records, client, cause, outbox, publicUrl) },
  },
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const status = String({ ...before, ...values }.status);
    if (before && status !== before.status && !NEXT[before.status as string]?.includes(status)) {
      const label = (state: string) => rules.text(write, state);
      throw rules.refuse(write, 'movesForward', { from: label(String(before.status)), to: label(status) }, 409);
    }
    if (before && 'startsAt' in values && Date.parse(String(values.startsAt)) !== Date.parse(String(before.startsAt))) values.reminderSentAt = null;
  },
}));
