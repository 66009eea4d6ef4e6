import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressGuard } from './address-guard';
import { DeliveryError, deliveryErrorOf, httpStatusError } from './delivery-error';
import type { QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

/** How long a gateway may take to accept one message before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

export interface SmsGateway {
  url: string;
  token?: string;
  sender: string;
}

/**
 * SMS through an HTTP gateway: POST {to, from, body} as JSON with the token as a bearer
 * credential, the shape the Saudi gateways' REST APIs take. Any 2xx is "sent"; anything else
 * throws, and the outbox retries with backoff. The request goes to the gateway's address as the
 * guard checked it (no second lookup); a redirect is an unexpected answer, never followed. The
 * token and the gateway's own words never appear in an error.
 */
export class HttpSmsTransport implements Transport {
  readonly name = 'sms-gateway';

  constructor(
    private readonly gateway: SmsGateway,
    private readonly guard: AddressGuard,
  ) {}

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    await this.send(message.recipient, message.body);
    return 'sent';
  }

  async send(to: string, body: string): Promise<void> {
    const url = new URL(this.gateway.url);
    const target = await this.guard.check(url.hostname);
    const payload = JSON.stringify({ to, from: this.gateway.sender, body });
    const status = await new Promise<number>((resolve, reject) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        {
          host: target.address,
          family: target.family,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          // The certificate is checked against the gateway's name, not the address connected to.
          servername: target.serverName,
          agent: false,
          timeout: TIMEOUT_MS,
          headers: {
            host: url.host,
            'content-type': 'application/json',
            accept: 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(this.gateway.token ? { authorization: `Bearer ${this.gateway.token}` } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new DeliveryError('timedOut')));
      request.on('error', reject);
      request.end(payload);
    }).catch((error: unknown) => {
      throw deliveryErrorOf(error);
    });
    if (status < 200 || status >= 300) throw httpStatusError('The SMS gateway', status);
  }
}
