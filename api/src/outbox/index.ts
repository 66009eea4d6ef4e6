export { mailConfigFromEnv, type MailConfig } from './config';
export { MAX_ATTEMPTS as MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from './backoff';
export type { Channel, NotificationKind, OutgoingMessage, QueuedMessage } from './message';
export { Outbox } from './outbox';
export type { DeliveryResult, Transport } from './transport';
export { WriteEffects } from './write-effects';
