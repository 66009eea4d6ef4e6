import type { QueuedMessage } from './message';

/** 'sent': handed to a real gateway; 'logged': no gateway configured, written to the server log only. */
export type DeliveryResult = 'sent' | 'logged';

/**
 * Delivers one message of one channel (SMTP for email; any SMS gateway can be plugged in the same
 * way). Throwing means "try again later": the outbox retries with backoff, then gives up.
 */
export interface Transport {
  readonly name: string;
  deliver(message: QueuedMessage): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}
