import { createHmac, randomBytes } from 'node:crypto';

/** The headers every delivery carries (README, "Webhooks"). */
export const SIGNATURE_HEADER = 'club-signature';
export const EVENT_ID_HEADER = 'club-event-id';
export const EVENT_TYPE_HEADER = 'club-event-type';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret>`: the timestamp is
 * signed with the body, so a captured delivery cannot be replayed later with a new time
 * (api/examples/verify-webhook-signature.mjs is the receiver's side).
 */
export const signatureOf = (secret: string, body: string, at: Date = new Date()): string => {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
};

/** A new subscription secret: 32 random bytes, prefixed so that it is recognisable in a vault. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
