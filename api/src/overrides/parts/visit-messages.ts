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

/** The columns of each message and its switch in invitation_settings. */
const COLUMNS: Record<VisitMessage, { text: string; enabled: string }> = {
  baptismMessage: { text: 'baptism_message', enabled: 'baptism_message_enabled' },
  invitationAcceptanceMessage: { text: 'invitation_acceptance_message', enabled: 'invitation_acceptance_message_enabled' },
  invitationSentMessage: { text: 'invitation_sent_message', enabled: 'invitation_sent_message_enabled' },
  invitationLinkMessage: { text: 'invitation_link_message', enabled: 'invitation_link_message_enabled' },
  visitorEntryMessage: { text: 'visitor_entry_message', enabled: 'visitor_entry_message_enabled' },
  visitorNotificationMessage: { text: 'visitor_notification_message', enabled: 'visitor_notification_message_enabled' },
  departureMessage: { text: 'departure_message', enabled: 'departure_message_enabled' },
  surveyMessage: { text: 'survey_message', enabled: 'survey_message_enabled' },
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

// Email subjects, in both languages: nobody knows the reader's.
const SUBJECTS: Record<VisitMessage, string> = {
  baptismMessage: 'دعوة بانتظار اعتمادك · An invitation awaits your approval',
  invitationAcceptanceMessage: 'تم اعتماد دعوتك · Your invitation is approved',
  invitationSentMessage: 'دعوة لزيارة النادي · An invitation to visit the club',
  invitationLinkMessage: 'رابط دعوتك · Your invitation link',
  visitorEntryMessage: 'أهلًا بك في النادي · Welcome to the club',
  visitorNotificationMessage: 'وصل زائرك · Your visitor has arrived',
  departureMessage: 'شكرًا لزيارتك · Thank you for your visit',
  surveyMessage: 'شاركنا رأيك في زيارتك · Tell us about your visit',
};

/**
 * Queues one of the configured messages in the write's transaction, when its switch is on and
 * its text is not empty: the text with its placeholders filled, by SMS or email. Answers whether
 * a message was queued.
 */
export const sendVisitMessage = async (client: PoolClient, outbox: Outbox, message: VisitMessage, to: Recipient, values: Placeholders): Promise<boolean> => {
  const columns = COLUMNS[message];
  const { rows } = await client.query(`SELECT "${columns.enabled}" AS "enabled", "${columns.text}" AS "text" FROM "invitation_settings" LIMIT 1`);
  const settings = rows[0] as { enabled: boolean | null; text: string | null } | undefined;
  const text = settings?.text?.trim();
  if (!settings?.enabled || !text) return false;
  const body = fillPlaceholders(text, values);
  if (to.phone) await outbox.enqueue(client, { channel: 'sms', kind: 'visit', recipient: to.phone, body });
  else if (to.email) await outbox.enqueue(client, { channel: 'email', kind: 'visit', recipient: to.email, subject: SUBJECTS[message], body });
  else return false;
  return true;
};
