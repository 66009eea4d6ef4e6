import { NOTICE_KINDS, notificationDigestOf, type NoticeKind } from '@club/schema';
import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { notifications as outboxMessages } from '@club/schema/resources/notifications';
import type { PoolClient } from 'pg';
import type { CrudService } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import { todayInRiyadh } from '../overrides/parts/club-calendar';
import { bilingualEmail } from '../overrides/parts/bilingual-email';
import type { RuleMessages } from '../rules/rule-messages';
import type { Scheduler } from '../scheduler';
import type { NoticeDelivery } from './notice-delivery';

/** How often the job looks: the hour a person chose comes within a quarter of it. */
const EVERY_MINUTES = 15;
/** The club's clock is Riyadh's (UTC+3, no daylight saving). */
const CLUB_UTC_OFFSET_HOURS = 3;
const CLUB_ZONE = 'Asia/Riyadh';

const clubHour = (now = new Date()): number => (now.getUTCHours() + CLUB_UTC_OFFSET_HOURS) % 24;

/**
 * The daily digest (issue 49): whoever chose it gets, once a day at their hour (club time) or the
 * first round after it, one email of the day's in-app notifications instead of one email each.
 * The email of the day is the mark that it went (a run again sends nothing twice).
 */
export const installDailyDigest = (deps: { scheduler: Scheduler; crud: CrudService; outbox: Outbox; delivery: NoticeDelivery; messages: RuleMessages }): void => {
  const { crud } = deps;
  const send = async (client: PoolClient): Promise<number> => {
    const users = crud.table('users');
    const notices = crud.table(notificationRecipients.name);
    const sent = crud.table(outboxMessages.name);
    const today = todayInRiyadh();
    const dayStart = `($1::date)::timestamp AT TIME ZONE '${CLUB_ZONE}'`;
    const { rows: people } = await client.query<{ id: string; email: string | null; preferences: unknown }>(
      `SELECT "id", ${users.column('email')} AS "email", ${users.column('preferences')} AS "preferences" FROM ${users.table}
        WHERE ${users.column('status')} = 'active' AND ${users.column('preferences')} -> 'notificationDigest' ->> 'enabled' = 'true'`,
    );
    let told = 0;
    for (const person of people) {
      if (!person.email || notificationDigestOf(person.preferences).hour > clubHour()) continue;
      const { rowCount } = await client.query(`SELECT 1 FROM ${sent.table} WHERE ${sent.column('kind')} = 'digest' AND ${sent.column('userId')} = $2 AND "created_at" >= ${dayStart}`, [today, person.id]);
      if (rowCount) continue;
      const { rows: day } = await client.query<{ kind: NoticeKind; title: string; link: string }>(
        `SELECT ${notices.column('kind')} AS "kind", ${notices.column('title')} AS "title", ${notices.column('link')} AS "link" FROM ${notices.table}
          WHERE ${notices.column('userId')} = $2 AND "created_at" >= ${dayStart} ORDER BY "created_at", "id"`,
        [today, person.id],
      );
      if (day.length === 0) continue;
      const words = (locale: Locale) => ({
        subject: deps.delivery.text(locale, 'digestSubject', { date: today }),
        text: [deps.delivery.text(locale, 'digestText', { count: day.length }), ...day.map((notice) => `• ${deps.messages.state(locale, notificationRecipients.name, 'kind', NOTICE_KINDS.includes(notice.kind) ? notice.kind : 'changed')}: ${notice.title} ${deps.delivery.url(notice.link)}`)].join('\n'),
      });
      const email = bilingualEmail(words('ar'), words('en'), deps.delivery.url('/NotificationRecipients'));
      await deps.outbox.enqueue(client, { channel: 'email', kind: 'digest', recipient: person.email, userId: person.id, ...email });
      told += 1;
    }
    return told;
  };
  deps.scheduler.add('notifications.dailyDigest', { everyMinutes: EVERY_MINUTES, run: send });
};
