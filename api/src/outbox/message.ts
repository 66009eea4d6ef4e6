/** How a message travels. */
export type Channel = 'email' | 'sms';

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
  | 'securityNotice';

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
}

/** A queued message as a transport receives it. */
export interface QueuedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
}
