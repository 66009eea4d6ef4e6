/** How a message travels. */
export type Channel = 'email' | 'sms' | 'zatca' | 'webhook';

/** Why a message is sent (the notifications resource's `kind`). */
export type NotificationKind =
  | 'passwordReset'
  | 'otp'
  | 'invitation'
  | 'accessRequest'
  | 'contractExpiry'
  | 'meetingReminder'
  | 'visit'
  | 'vehicleExpiry'
  | 'complianceDue'
  | 'securityNotice'
  | 'document'
  | 'eInvoice'
  | 'reminder'
  | 'notice'
  | 'digest'
  | 'webhook';

/** A record's document an email carries as its PDF, drawn when the email is sent. */
export interface AttachedDocument {
  resource: string;
  recordId: string;
  language: 'en' | 'ar';
}

/** A file an email carries, as the transport sends it. */
export interface MailFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A message to queue: written to the outbox in the caller's transaction, delivered after commit. */
export interface OutgoingMessage {
  channel: Channel;
  kind: NotificationKind;
  /** An email address or a phone number. */
  recipient: string;
  /** Emails only. */
  subject?: string;
  body: string;
  /** The user the message is about. */
  userId?: string;
  /** Emails only: the document attached as a PDF. */
  attachment?: AttachedDocument;
}

/** A queued message as a transport receives it. */
export interface QueuedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
  /** Its attachment's file, drawn by the outbox before the transport sends it. */
  files?: MailFile[];
}
