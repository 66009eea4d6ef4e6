import type { NoticeKind } from '@club/schema';
import { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import type { PoolClient } from 'pg';
import type { Locale } from '../i18n/messages';
import type { Outbox } from '../outbox';
import { bilingualEmail } from '../overrides/parts/bilingual-email';
import type { RuleMessages } from '../rules/rule-messages';

/** An email a notice brings its own words for (a declared reminder's), instead of its kind's. */
export interface NoticeEmail {
  subject: string;
  body: string;
}

/** One notice to send by email or SMS to one person. */
export interface OutgoingNotice {
  channel: 'email' | 'sms';
  userId: string;
  recipient: string;
  kind: NoticeKind;
  title: string;
  body?: string;
  link: string;
  email?: NoticeEmail;
}

/**
 * Words and queues the email and SMS of notices (locales: `resources.notificationRecipients.texts`,
 * `{kind}Subject` and `{kind}Text`), in both languages as nobody knows the reader's, each with
 * the record's link; queued in the caller's transaction, sent after it commits.
 */
export class NoticeDelivery {
  constructor(
    private readonly outbox: Outbox,
    private readonly messages: RuleMessages,
    private readonly publicUrl: string,
  ) {}

  /** A notice's subject and text in one language. */
  words(locale: Locale, kind: NoticeKind, title: string, details = '') {
    const text = (part: 'Subject' | 'Text') => this.messages.resourceText(locale, notificationRecipients.name, `${kind}${part}`, { record: title, details }) ?? title;
    return { subject: text('Subject'), text: text('Text') };
  }

  /** An absolute address of an admin path. */
  url(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  /** A text of notificationRecipients' own (the digest's). */
  text(locale: Locale, key: string, values: Record<string, string | number>): string {
    return this.messages.resourceText(locale, notificationRecipients.name, key, values) ?? key;
  }

  async send(client: PoolClient, notices: readonly OutgoingNotice[]): Promise<void> {
    for (const notice of notices) {
      const link = this.url(notice.link);
      const email = notice.email ?? bilingualEmail(this.words('ar', notice.kind, notice.title, notice.body), this.words('en', notice.kind, notice.title, notice.body), link);
      const outboxKind = notice.kind === 'reminder' ? 'reminder' : 'notice';
      if (notice.channel === 'email') await this.outbox.enqueue(client, { channel: 'email', kind: outboxKind, recipient: notice.recipient.toLowerCase(), userId: notice.userId, ...email });
      else await this.outbox.enqueue(client, { channel: 'sms', kind: outboxKind, recipient: notice.recipient, userId: notice.userId, body: `${email.subject}\n${link}` });
    }
  }
}
