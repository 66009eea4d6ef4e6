import type { Pool } from 'pg';
import type { CrudService } from '../crud/crud.service';
import type { SecretBox } from '../integrations/secret-box';
import type { Records } from '../crud/records';
import type { AddressGuard } from '../outbox/address-guard';
import { MAX_ATTEMPTS } from '../outbox/backoff';
import { DeliveryError, deliveryErrorOf, httpStatusError } from '../outbox/delivery-error';
import type { QueuedMessage } from '../outbox/message';
import type { DeliveryResult, Transport } from '../outbox/transport';
import { postSigned } from './post-signed';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, signatureOf, SIGNATURE_HEADER } from './signature';
import type { SubscriptionHealth } from './subscription-health';
import { DELIVERIES, SUBSCRIPTIONS, type WebhookPayload } from './webhook-events';

interface Attempt {
  outcome: 'delivered' | 'failed' | 'skipped';
  statusCode?: number;
  durationMs?: number;
  error?: string;
}

/**
 * The outbox's transport of the `webhook` channel: signs the event's body with its subscription's
 * secret and POSTs it to the subscription's URL. Every attempt is written to the delivery log;
 * anything but a 2xx throws, so the outbox tries again with backoff, and the subscription's health
 * counts the deliveries given up (too many pause it). A paused or removed subscription is sent nothing.
 */
export class WebhookTransport implements Transport {
  readonly name = 'webhook';

  constructor(
    private readonly deps: { pool: Pool; crud: CrudService; records: Records; secrets: SecretBox; guard: AddressGuard; health: SubscriptionHealth },
  ) {}

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    const s = this.deps.crud.table(SUBSCRIPTIONS);
    const { rows } = await this.deps.pool.query<{ url: string; status: string; sealed: string | null }>(
      `SELECT s.${s.column('url')} AS "url", s.${s.column('status')} AS "status", k."sealed" FROM ${s.table} s LEFT JOIN "webhook_secrets" k ON k."subscription_id" = s."id" WHERE s."id" = $1`,
      [message.recipient],
    );
    const subscription = rows[0];
    const secret = subscription?.sealed ? this.deps.secrets.open(subscription.sealed)?.secret : undefined;
    if (!subscription || subscription.status !== 'active' || !secret) {
      if (subscription) await this.log(message, { outcome: 'skipped', error: subscription.status !== 'active' ? 'The subscription is paused' : 'The subscription has no secret' });
      return 'logged';
    }
    const started = Date.now();
    let statusCode: number | undefined;
    try {
      const headers = { [SIGNATURE_HEADER]: signatureOf(secret, message.body), [EVENT_ID_HEADER]: message.subject ?? '', [EVENT_TYPE_HEADER]: this.payloadOf(message)?.type ?? '' };
      statusCode = await postSigned(this.deps.guard, subscription.url, message.body, headers);
      if (statusCode < 200 || statusCode >= 300) throw httpStatusError('The receiver', statusCode);
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : deliveryErrorOf(error);
      await this.log(message, { outcome: 'failed', statusCode, durationMs: Date.now() - started, error: failure.message });
      await this.deps.health.failed(message.recipient, message.attempts >= MAX_ATTEMPTS);
      throw failure;
    }
    await this.log(message, { outcome: 'delivered', statusCode, durationMs: Date.now() - started });
    await this.deps.health.delivered(message.recipient);
    return 'sent';
  }

  private payloadOf(message: QueuedMessage): WebhookPayload | undefined {
    try {
      return JSON.parse(message.body) as WebhookPayload;
    } catch {
      return undefined;
    }
  }

  /** One row of the delivery log, written through the engine (its live change, its trail), caused by the delivery. */
  private async log(message: QueuedMessage, attempt: Attempt): Promise<void> {
    const payload = this.payloadOf(message);
    await this.deps.records.create(
      DELIVERIES,
      {
        subscriptionId: message.recipient,
        eventId: message.subject ?? '',
        eventType: (payload?.type ?? '').slice(0, 140),
        recordId: payload?.recordId ?? null,
        attempt: message.attempts,
        outcome: attempt.outcome,
        statusCode: attempt.statusCode ?? null,
        durationMs: attempt.durationMs ?? null,
        error: attempt.error?.slice(0, 1000) ?? null,
        messageId: message.id,
      },
      { resource: SUBSCRIPTIONS, id: message.recipient, action: 'deliver', locale: 'en' },
    );
  }
}
