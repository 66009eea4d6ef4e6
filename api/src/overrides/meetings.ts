import { CLUB_TIME_ZONE } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
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

const STATUS_LABELS: Record<Locale, Record<string, string>> = {
  en: { scheduled: 'scheduled', inProgress: 'in progress', completed: 'completed', cancelled: 'cancelled' },
  ar: { scheduled: 'مجدول', inProgress: 'قيد الانعقاد', completed: 'مكتمل', cancelled: 'ملغى' },
};

const MESSAGES: Record<Locale, { refused: string; transition: (from: string, to: string) => string; notStarted: string; minutesNeeded: string; linkNeeded: string }> = {
  en: {
    refused: 'The meeting cannot be saved this way',
    transition: (from, to) => `A meeting ${from} cannot become ${to}`,
    notStarted: 'A meeting that has not started yet is not held or completed',
    minutesNeeded: 'A completed meeting has its minutes',
    linkNeeded: 'An online meeting has its link',
  },
  ar: {
    refused: 'لا يمكن حفظ الاجتماع بهذه الطريقة',
    transition: (from, to) => `لا ينتقل الاجتماع من «${from}» إلى «${to}»`,
    notStarted: 'لا يُعقد اجتماع ولا يكتمل قبل موعده',
    minutesNeeded: 'يُسجَّل للاجتماع المكتمل محضره',
    linkNeeded: 'للاجتماع عن بُعد رابطه',
  },
};

interface DueMeeting {
  id: string;
  title: string;
  startsAt: Date;
  place: string | null;
  recipients: string[];
}

/** The reminder (Arabic, then English), at the Riyadh time of the meeting. */
const reminderOf = (meeting: DueMeeting, link: string) => {
  const at = (locale: string) => meeting.startsAt.toLocaleString(locale, { timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return bilingualEmail(
    { subject: `تذكير: ${meeting.title}`, text: `تذكير بالاجتماع «${meeting.title}» في ${at('ar-SA')}${meeting.place ? `، ${meeting.place}` : ''}.` },
    { subject: `Reminder: ${meeting.title}`, text: `Reminder: "${meeting.title}" on ${at('en-GB')}${meeting.place ? `, ${meeting.place}` : ''}.` },
    link,
  );
};

/**
 * Meetings still scheduled that start within the executive settings' lead time and were not
 * reminded yet: one email to the organiser and each attendee with an active account, queued with
 * the meeting marked, in one transaction.
 */
const remindOfMeetings = async (records: Records, client: PoolClient, cause: Cause, outbox: Outbox, publicUrl: string): Promise<number> => {
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
    const message = reminderOf(meeting, `${publicUrl}/Executive/AppointmentsMeetings/${meeting.id}/show`);
    for (const recipient of meeting.recipients) await outbox.enqueue(client, { channel: 'email', kind: 'meetingReminder', recipient, ...message });
    reminded += 1;
  }
  return reminded;
};

// A meeting's status moves forward only (completed and cancelled are final); it is held or
// completed only once its time has come, completed with its minutes; an online one has its link.
// Moving a meeting to another time reminds its people again.
export const override = defineOverride(({ records, outbox, publicUrl }) => ({
  schedule: {
    reminders: { everyMinutes: 5, run: (client, cause) => remindOfMeetings(records, client, cause, outbox, publicUrl) },
  },
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const meeting = { ...before, ...values };
    const status = meeting.status as string;
    if (before && status !== before.status && !NEXT[before.status as string]?.includes(status)) {
      const labels = STATUS_LABELS[locale];
      throw conflict(m.transition(labels[before.status as string] ?? String(before.status), labels[status] ?? status), { status: m.transition(labels[before.status as string] ?? String(before.status), labels[status] ?? status) });
    }
    const changedStatus = !before || status !== before.status;
    if (changedStatus && (status === 'inProgress' || status === 'completed') && Date.parse(String(meeting.startsAt)) > Date.now()) throw badRequest(m.refused, { status: m.notStarted });
    if (status === 'completed' && !String(meeting.minutes ?? '').trim()) throw badRequest(m.refused, { minutes: m.minutesNeeded });
    if (meeting.isOnline && !meeting.meetingLink) throw badRequest(m.refused, { meetingLink: m.linkNeeded });
    if (before && 'startsAt' in values && Date.parse(String(values.startsAt)) !== Date.parse(String(before.startsAt))) values.reminderSentAt = null;
  },
}));
