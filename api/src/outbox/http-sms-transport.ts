import type { QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

/** How long a gateway may take to accept one message before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST {to, from, body} as JSON with the token as a bearer
 * credential, the shape the Saudi gateways' REST APIs take. Any 2xx is "sent"; anything else
 * throws, and the outbox retries with backoff. The token never appears in an error.
 */
export class HttpSmsTransport implements Transport {
  readonly name = 'sms-gateway';

  constructor(private readonly gateway: { url: string; token?: string; sender: string }) {}

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    await this.send(message.recipient, message.body);
    return 'sent';
  }

  async send(to: string, body: string): Promise<void> {
    const response = await fetch(this.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(this.gateway.token ? { authorization: `Bearer ${this.gateway.token}` } : {}) },
      body: JSON.stringify({ to, from: this.gateway.sender, body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The SMS gateway answered ${response.status} ${response.statusText}`.trim());
    await response.body?.cancel();
  }
}
