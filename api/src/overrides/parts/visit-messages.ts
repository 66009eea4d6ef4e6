import type { PoolClient } from 'pg';
import type { Outbox } from '../../outbox';

/** The messages of SPEC §3's invitation configuration, each with its switch `{name}Enabled`. */
export type VisitMessage =
  | 'baptismMessage'
  | 'invitationAcceptanceMessage'
  | 'invitationSentMessage'
  | 'invitationLinkMessage'
  | 'visitorEntryMessage'
  | 'visitorNotificationMessage'
  | 'departureMessage'
  | 'surveyMessage';

/** The invitation configuration's row as a moment of a visit reads it once: each text, its switch, the approver and the survey. */
export type VisitSettings = Partial<Record<VisitMessage, string | null> & Record<`${VisitMessage}Enabled`, boolean | null>> & {
  approverId?: string | null;
  surveyId?: string | null;
};

/** The one row of the invitation configuration, read in the write's transaction. */
export const visitSettingsOf = async (client: PoolClient): Promise<VisitSettings> => {
  const { rows } = await client.query(
    `SELECT "approver_id" AS "approverId", "survey_id" AS "surveyId",
       "baptism_message" AS "baptismMessage", "baptism_message_enabled" AS "baptismMessageEnabled",
       "invitation_acceptance_message" AS "invitationAcceptanceMessage", "invitation_acceptance_message_enabled" AS "invitationAcceptanceMessageEnabled",
       "invitation_sent_message" AS "invitationSentMessage", "invitation_sent_message_enabled" AS "invitationSentMessageEnabled",
       "invitation_link_message" AS "invitationLinkMessage", "invitation_link_message_enabled" AS "invitationLinkMessageEnabled",
       "visitor_entry_message" AS "visitorEntryMessage", "visitor_entry_message_enabled" AS "visitorEntryMessageEnabled",
       "visitor_notification_message" AS "visitorNotificationMessage", "visitor_notification_message_enabled" AS "visitorNotificationMessageEnabled",
       "departure_message" AS "departureMessage", "departure_message_enabled" AS "departureMessageEnabled",
       "survey_message" AS "surveyMessage", "survey_message_enabled" AS "surveyMessageEnabled"
     FROM "invitation_settings" LIMIT 1`,
  );
  return (rows[0] as VisitSettings | undefined) ?? {};
};

/** What a text may say: {visitorName}, {hostName}, {date}, {time}, {place}, {purpose}, {code}, {link}. */
export type Placeholders = Partial<Record<'visitorName' | 'hostName' | 'date' | 'time' | 'place' | 'purpose' | 'code' | 'link', string>>;

/** Fills the text's placeholders; one it does not know, or has no value for, stays as written. */
export const fillPlaceholders = (text: string, values: Placeholders): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) && values[name as keyof Placeholders] !== undefined ? values[name as keyof Placeholders]! : whole));

/** Who a message goes to: by SMS when there is a phone, by email otherwise, not at all with neither. */
export interface Recipient {
  phone?: string | null;
  email?: string | null;
}

/**
 * Queues one of the configured messages in the write's transaction, when its switch is on and
 * its text is not empty: the text with its placeholders filled, by SMS or email (under `subject`). Answers whether
 * a message was queued.
 */
export const sendVisitMessage = async (client: PoolClient, outbox: Outbox, settings: VisitSettings, message: VisitMessage, to: Recipient, values: Placeholders, subject: string): Promise<boolean> => {
  const text = settings[message]?.trim();
  if (!settings[`${message}Enabled`] || !text) return false;
  const body = fillPlaceholders(text, values);
  if (to.phone) await outbox.enqueue(client, { channel: 'sms', kind: 'visit', recipient: to.phone, body });
  else if (to.email) await outbox.enqueue(client, { channel: 'email', kind: 'visit', recipient: to.email, subject, body });
  else return false;
  return true;
};
