import type { AddressGuard } from './address-guard';
import { httpStatusError } from './delivery-error';
import { postToCheckedAddress } from './post-to-checked-address';
import type { QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

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
    const payload = JSON.stringify({ to, from: this.gateway.sender, body });
    const status = await postToCheckedAddress(this.guard, this.gateway.url, payload, {
      accept: 'application/json',
      ...(this.gateway.token ? { authorization: `Bearer ${this.gateway.token}` } : {}),
    });
    if (status < 200 || status >= 300) throw httpStatusError('The SMS gateway', status);
  }
}
