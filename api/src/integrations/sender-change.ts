import { TOP_RANK } from '@club/schema';
import type { Pool } from 'pg';
import type { Outbox } from '../outbox/outbox';
import type { NotificationKind } from '../outbox/message';
import type { Transport } from '../outbox/transport';
import { INTEGRATION_MESSAGES, type ChangeNotice } from './integration-messages';

/** The messages that carry a link or a code: voided with them when a sender changes. */
export const CODE_KINDS: readonly NotificationKind[] = ['passwordReset', 'otp', 'invitation'];
export const WITHDRAWN = 'Withdrawn: the email or SMS settings changed, which voided its link or code';

/** The transports in effect before a change, one per channel: the notice of the change goes through them. */
export interface PreviousSenders {
  email: Transport;
  sms: Transport;
}

/** 2026-05-01 09:30 UTC: one moment for readers of either language, wherever they are. */
const momentOf = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Someone's name as a notice gives it: first and last name, else the email. */
export const nameOf = async (pool: Pick<Pool, 'query'>, userId: string): Promise<string> => {
  const { rows } = await pool.query(`SELECT NULLIF(trim(concat_ws(' ', "first_name", "last_name")), '') AS "name", "email" FROM "users" WHERE "id" = $1`, [userId]);
  return (rows[0]?.name ?? rows[0]?.email ?? '') as string;
};

/**
 * Tells every active top-role user of a change of the email or SMS sender, by email and by SMS
 * (when they have a phone), in English and Arabic, through the senders that were in effect
 * BEFORE the change: whoever changed them cannot keep the notice from the people it would reach
 * before. Each notice is kept in the outbox; one that cannot go is marked failed and logged, and
 * the change stands. Answers how many users were told.
 */
export const announceChange = async (pool: Pick<Pool, 'query'>, outbox: Outbox, previous: PreviousSenders, change: Omit<ChangeNotice, 'when'>): Promise<number> => {
  const notice: ChangeNotice = { ...change, when: momentOf(new Date()) };
  const { en, ar } = INTEGRATION_MESSAGES;
  const subject = `${en.noticeSubject(notice.key)} · ${ar.noticeSubject(notice.key)}`;
  const body = `${en.noticeBody(notice)}\n\n${ar.noticeBody(notice)}`;
  const sms = `${en.noticeSms(notice)}\n${ar.noticeSms(notice)}`;
  const { rows: users } = await pool.query<{ id: string; email: string | null; phone: string | null }>(
    `SELECT u."id", u."email", u."phone" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE r."rank" >= $1 AND u."status" = 'active' ORDER BY u."created_at"`,
    [TOP_RANK],
  );
  const kind: NotificationKind = 'securityNotice';
  await Promise.all(
    users.flatMap((user) => [
      ...(user.email ? [outbox.deliverThrough(previous.email, { channel: 'email', kind, recipient: user.email, subject, body, userId: user.id })] : []),
      ...(user.phone ? [outbox.deliverThrough(previous.sms, { channel: 'sms', kind, recipient: user.phone, body: sms, userId: user.id })] : []),
    ]),
  );
  return users.length;
};
